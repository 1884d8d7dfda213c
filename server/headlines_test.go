package server_test

import (
	"encoding/json"
	"os"
	"regexp"
	"strconv"
	"testing"
)

// The README's headlines say what the bundle serves (issue 39 finding 6:
// "15 project types" of which 13 answered coming_soon): the counts it gives
// are the bundle's, read from the list operations.
func TestREADMEHeadlinesAreTheBundles(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	e := start(t)
	var bench struct {
		Live  int               `json:"live"`
		Types []json.RawMessage `json:"project_types"`
	}
	if err := json.Unmarshal(e.get("/v1/benchmarks/list").body, &bench); err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`Of (\d+) standard residential project types, (\d+) are live in the bundle`).FindSubmatch(readme)
	if m == nil || atoi(m[1]) != len(bench.Types) || atoi(m[2]) != bench.Live {
		t.Errorf("README benchmarks headline %q; the bundle has %d types, %d live", m, len(bench.Types), bench.Live)
	}
	var prod struct {
		Categories []struct {
			ID      string `json:"id"`
			Records int    `json:"records"`
		} `json:"categories"`
	}
	if err := json.Unmarshal(e.get("/v1/products/list").body, &prod); err != nil {
		t.Fatal(err)
	}
	construction, withRecords := 0, 0
	for _, c := range prod.Categories {
		if c.ID == "appliances" {
			continue
		}
		construction++
		if c.Records > 0 {
			withRecords++
		}
	}
	m = regexp.MustCompile(`of (\d+) construction categories, (\d+) have records in the bundle`).FindSubmatch(readme)
	if m == nil || atoi(m[1]) != construction || atoi(m[2]) != withRecords {
		t.Errorf("README products headline %q; the bundle has %d categories, %d with records", m, construction, withRecords)
	}
}

func atoi(b []byte) int {
	n, _ := strconv.Atoi(string(b))
	return n
}
