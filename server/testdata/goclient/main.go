// Command goclient checks a Go client that oapi-codegen generated from
// plumbline's served OpenAPI document (into ./client, by
// server/openapi_clients_test.go) against a live server: the calculator
// catalog, concrete/yards for the spec's numbers, a code section and a 422,
// each answer decoded strictly into the generated types (an unknown field
// is an error). It prints what it read as JSON for the test to check.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"

	"plumbline-goclient-check/client"
)

func main() {
	if err := run(os.Args[1], os.Args[2]); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// strict decodes body into v, refusing unknown fields and trailing data.
func strict(body []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return fmt.Errorf("trailing data")
	}
	return nil
}

func run(base, key string) error {
	ctx := context.Background()
	c, err := client.NewClientWithResponses(base, client.WithRequestEditorFn(func(_ context.Context, r *http.Request) error {
		r.Header.Set("Authorization", "Bearer "+key)
		return nil
	}))
	if err != nil {
		return err
	}
	out := map[string]any{}

	cat, err := c.CalcListWithResponse(ctx)
	if err != nil || cat.StatusCode() != 200 {
		return fmt.Errorf("catalog: %v %v", err, cat.Status())
	}
	var catalog client.CalculatorCatalog
	if err := strict(cat.Body, &catalog); err != nil {
		return fmt.Errorf("catalog: %w", err)
	}
	out["catalog_total"], out["catalog_calculators"] = catalog.Total, len(catalog.Calculators)

	waste := 0.10
	yards, err := c.CalcConcreteYardsWithResponse(ctx, nil, client.CalcConcreteYardsInput{LengthFt: 10, WidthFt: 10, DepthIn: 4, WasteFactor: &waste})
	if err != nil || yards.StatusCode() != 200 {
		return fmt.Errorf("concrete/yards: %v %v %s", err, yards.Status(), yards.Body)
	}
	var y client.CalcConcreteYardsOutput
	if err := strict(yards.Body, &y); err != nil {
		return fmt.Errorf("concrete/yards: %w", err)
	}
	out["yards"] = y

	sec, err := c.CodesGetSectionWithResponse(ctx, client.CodesGetSectionParamsCodeIrc, "R311.7.5", nil)
	if err != nil || sec.StatusCode() != 200 {
		return fmt.Errorf("code section: %v %v", err, sec.Status())
	}
	var section client.Section
	if err := strict(sec.Body, &section); err != nil {
		return fmt.Errorf("code section: %w", err)
	}
	kind, err := section.Discriminator()
	if err != nil {
		return err
	}
	row, err := section.AsSectionAnswer()
	if err != nil {
		return err
	}
	var strictRow client.SectionAnswer
	if err := strict(sec.Body, &strictRow); err != nil {
		return fmt.Errorf("code section: %w", err)
	}
	out["section_kind"], out["section_citation"], out["section_title"] = kind, row.Citation, strictRow.Title

	bad, err := c.CalcConcreteYardsWithResponse(ctx, nil, client.CalcConcreteYardsInput{LengthFt: 10, WidthFt: 10, DepthIn: 0})
	if err != nil || bad.StatusCode() != 422 || bad.ApplicationproblemJSON422 == nil {
		return fmt.Errorf("422: %v %v %s", err, bad.Status(), bad.Body)
	}
	var problem client.ValidationProblem
	if err := strict(bad.Body, &problem); err != nil {
		return fmt.Errorf("422: %w", err)
	}
	out["problem_status"], out["problem_errors"] = problem.Status, problem.Errors

	return json.NewEncoder(os.Stdout).Encode(out)
}
