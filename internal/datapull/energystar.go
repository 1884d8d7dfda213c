package datapull

import (
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline/reference/products"
	"github.com/plumbline-api/plumbline/reference/release"
)

// ENERGY STAR's certified-product lists, from EPA's open-data portal
// (data.energystar.gov, a Socrata site): one source per list the products
// area serves (products.Pulled), each paged through the SODA API
// (/resource/<dataset>.csv, $order=pd_id, $limit/$offset) to its last
// row. The API names its columns by field name (pd_id, brand_name,
// hspf2_btu_wh …), not by the headings of the portal's CSV export the
// bundle holds; the converter maps each field to its export heading and
// writes the export layout (dates M/D/YYYY), which the products parser
// reads as it reads the bundled exports.

const (
	esBase      = "https://data.energystar.gov/resource/"
	esPublisher = "U.S. EPA, ENERGY STAR (data.energystar.gov)"
	esTerms     = "U.S. Government open data (EPA data license), no restriction on reuse"
	// esPageSize is the rows asked per request: Socrata's SODA 2.x serves
	// up to 50,000 rows a page; the heat pump list (about 280,000 rows) is
	// six pages.
	esPageSize = 50000
)

// esIdentity are the API fields of the identity headings every list
// shares, confirmed in the portal's own column listing of the furnace,
// boiler and other lists (SpellarBot/open-data-catalog, socrata/<id>.md):
// the export heading "Date Certified" is the field date_qualified on
// older lists, date_certified on newer ones.
var esIdentity = map[string][]string{
	"ENERGY STAR Unique ID":    {"pd_id"},
	"PD_ID":                    {"pd_id"},
	"Brand Name":               {"brand_name"},
	"Model Name":               {"model_name"},
	"Model Number":             {"model_number"},
	"Date Available On Market": {"date_available_on_market"},
	"Date Certified":           {"date_certified", "date_qualified"},
	"Markets":                  {"markets"},
	"CB Model Identifier":      {"energy_star_model_identifier"},
}

// esOptional are headings a list may lack (the clothes washer and
// dishwasher lists have no model name; some lists no availability date or
// certification-body id): written empty when absent.
var esOptional = []string{"Model Name", "Series Name", "Date Available On Market", "CB Model Identifier"}

// esHeatPumpFields are the fields of the air-source heat pump list
// (w7cv-9xjt) by the headings the area gives them, as a row of the live
// API lists them (a public plan that queried it on 2026-09-05, and two
// public clients reading model_number, indoor_unit_model_number,
// seer2_btu_wh, hspf2_btu_wh and cooling_capacity_btu_h; see
// docs/data-products.md). The mini-split list (akti-mt5s) is taken to be a
// view of the same dataset (its rows and the ducted list's add up to the
// heat pump list's): same fields. The central and mini-split air
// conditioner lists (tyr2-hhgu, qj64-j3bn) are certified under the same
// specification and have the same 48 columns (public measurement,
// 2026-09-16): their cooling fields are taken to be these, unconfirmed.
var esHeatPumpFields = map[string][]string{
	"Outdoor Unit Brand Name":          {"outdoor_unit_brand_name"},
	"Outdoor Unit Model Number":        {"model_number"},
	"Series Name":                      {"series_name"},
	"Product Type":                     {"product_type"},
	"Cold Climate":                     {"cold_climate"},
	"Compressor Staging":               {"compressor_staging"},
	"SEER2 (Btu/Wh)":                   {"seer2_btu_wh"},
	"EER2 (Btu/Wh)":                    {"eer2_btu_wh"},
	"HSPF2 (Btu/Wh)":                   {"hspf2_btu_wh"},
	"Cooling Capacity (Btu/h)":         {"cooling_capacity_btu_h"},
	"Heating Capacity at 47°F (Btu/h)": {"heating_capacity_at_47_f_btu_h"},
	"Heating Capacity at 17°F (Btu/h)": {"heating_capacity_at_17_f_btu_h"},
	"Heating Capacity at 5°F (Btu/h)":  {"heating_capacity_at_5_f_btu_h"},
	"COP at 5°F":                       {"cop_at_5_f"},
	"Refrigerant with GWP":             {"refrigerant_with_gwp"},
	"Indoor Unit Brand Name":           {"indoor_unit_brand_name"},
	"Indoor Unit Model Number":         {"indoor_unit_model_number"},
	"AHRI Reference Number":            {"ahri_reference_number"},
}

// esConfirmed are spec fields whose names the portal's column listing of
// an earlier id of the same list gives (SpellarBot/open-data-catalog
// @18210b4, socrata/<id>.md, 2016–2018) or public code reading the live
// API uses, where they differ from the Socrata rule (esField). Keyed by
// source, then heading; the name found is tried first, then the rule's.
var esConfirmed = map[string]map[string][]string{
	"energystar-geothermal-heat-pumps": {"Type": {"product_type"}, "COP Rating": {"cop_rating"}, "Energy Efficiency (EER)": {"eer_rating"}},
	"energystar-light-commercial-hvac": {"Cooling Capacity (kBtu/h)": {"cooling_capacity_kbtu_h"}, "IEER Rating (Btu/Wh)": {"ieer_rating"},
		"COP Rating at 47°F": {"cop_rating", "cop_rating_at_47_f"}},
	"energystar-ventilating-fans":         {"Type": {"unit_type"}, "Efficacy 1 (cfm/Watt)": {"efficacy_1_cfm_w"}},
	"energystar-roof-products":            {"Warranty Period (yrs)": {"warranty_period_years"}},
	"energystar-commercial-water-heaters": {"Input Rate  - Gas-fired (kBtu/hr)": {"input_rate_thousand_btu_per_hour"}},
	"energystar-dishwashers": {"% Better than US Federal Standard (kWh/yr)": {"better_than_us_federal_standard_kwh_year"},
		"Annual Energy Use (kWh/yr)": {"annual_energy_use_kwh_year"}},
}

// esSource is the pull of one list: the area's file it writes.
type esSource struct {
	def products.PulledDef
}

var esRuleRe = regexp.MustCompile(`[^a-z0-9]+`)

// esRule is Socrata's rule for a field name made from a column's name:
// lower case, every run of other characters one underscore. Columns
// renamed since keep their first field name, which is why the fields
// confirmed (esConfirmed) are tried first.
func esRule(heading string) string {
	return strings.Trim(esRuleRe.ReplaceAllString(strings.ToLower(heading), "_"), "_")
}

// candidates are the API fields a heading may come from, in the order
// tried: identity, the heat pump list's, the confirmed ones, then the
// rule's name and its spelled-out units (kwh_yr → kwh_year, _in →
// _inches, _yrs → _years, as the portal names older columns).
func (s esSource) candidates(heading string) []string {
	if c, ok := esIdentity[heading]; ok {
		return c
	}
	if s.def.SplitSystem() {
		if c, ok := esHeatPumpFields[heading]; ok {
			return c
		}
	}
	out := slices.Clone(esConfirmed[s.def.Source][heading])
	rule := esRule(heading)
	out = append(out, rule)
	for _, r := range [][2]string{{"_yr", "_year"}, {"_yrs", "_years"}, {"_in", "_inches"}, {"_hr", "_hour"}} {
		if strings.HasSuffix(rule, r[0]) {
			out = append(out, strings.TrimSuffix(rule, r[0])+r[1])
		}
	}
	return slices.Compact(out)
}

// esFieldOf is the API field the fixtures and the messages name for a
// heading: its first candidate.
func esFieldOf(def products.PulledDef, heading string) string {
	return esSource{def}.candidates(heading)[0]
}

// ESFields are the API fields of a pulled list, in the order of its
// headings (the first candidate of each): the layout a loopback publisher
// serves.
func ESFields(source string) []string {
	def, ok := products.PulledFor(source)
	if !ok {
		return nil
	}
	var out []string
	for _, h := range def.Headings() {
		out = append(out, esFieldOf(def, h))
	}
	return out
}

// ESURL is the SODA resource of a list, in the stable order paging needs.
func ESURL(dataset string) string { return esBase + dataset + ".csv?$order=pd_id" }

func init() {
	for _, def := range products.Pulled {
		s := esSource{def}
		Register(&Source{Name: def.Source, Area: products.Name, Title: def.Title + " (every row, from the open-data API)",
			Publisher: esPublisher, Terms: esTerms, Schedule: release.ENERGYSTAR, Outputs: []string{def.Path()}, Parser: "products.parseFile",
			Bundled: def.Bundled(), Convert: s.convert,
			Fetches: func(string) []Fetch {
				return []Fetch{{Name: def.Dataset + ".csv", URL: ESURL(def.Dataset),
					Paged: &Paging{OffsetParam: "$offset", LimitParam: "$limit", Size: esPageSize, Records: CSVRecords, MaxPages: 100}}}
			},
			Layout: s.layout()})
	}
}

// layout says in words what the contract checks.
func (s esSource) layout() []string {
	var cols []string
	for _, h := range s.def.Headings() {
		c := s.candidates(h)
		cols = append(cols, strings.Join(c, "|")+" → "+h)
	}
	empty := "a list with no rows is refused"
	if s.def.PublishedEmpty {
		empty = "a heading row with no rows lands as an empty list (ENERGY STAR published this list empty when last measured)"
	}
	return []string{
		"SODA CSV pages of " + s.def.Dataset + " ($order=pd_id, $limit " + strconv.Itoa(esPageSize) + ", $offset), every page with the same heading row of API field names",
		"fields (the first name found is used; optional: " + strings.Join(esOptional, ", ") + "): " + strings.Join(cols, "; "),
		empty,
		"pd_id is digits and unique across the pages; dates are ISO (2025-06-07T00:00:00.000) or M/D/YYYY; numeric specs parse as numbers; Yes/No specs are Yes, No, true or false",
		"where the fields come from and which are derived by Socrata's naming rule, unconfirmed: docs/data-products.md",
	}
}

// convert checks every page against the layout and writes the list in the
// export layout the products parser reads.
func (s esSource) convert(ctx context.Context, in *Inputs, out *Outputs) error {
	name := s.def.Dataset + ".csv"
	pages := in.Pages(name)
	if len(pages) == 0 {
		return Layoutf(name, "no page was downloaded")
	}
	headings := s.def.Headings()
	numbers, bools := s.def.NumberHeadings(), s.def.BoolHeadings()
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	_ = w.Write(headings)
	seen := map[string]int{}
	rows := 0
	var first []string
	for pi, p := range pages {
		if err := ctx.Err(); err != nil {
			return err
		}
		f, err := os.Open(p)
		if err != nil {
			return err
		}
		r := csv.NewReader(f)
		r.ReuseRecord = true
		head, err := r.Read()
		if err != nil {
			f.Close()
			return Layoutf(name, "page %d has no heading row (%v)", pi+1, err)
		}
		head = slices.Clone(head)
		if pi == 0 {
			first = head
		} else if !slices.Equal(head, first) {
			f.Close()
			return Layoutf(name, "page %d's heading row differs from page 1's", pi+1)
		}
		at, err := s.columns(name, head)
		if err != nil {
			f.Close()
			return err
		}
		n, err := s.page(name, pi+1, r, at, headings, numbers, bools, seen, w)
		f.Close()
		if err != nil {
			return err
		}
		rows += n
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return err
	}
	// A list ENERGY STAR is known to publish empty lands as its heading
	// row (the category then says it held no rows); any other list with no
	// rows is a glitch at the publisher, never served over what we hold.
	if rows == 0 && !s.def.PublishedEmpty {
		return Layoutf(name, "the list has no rows")
	}
	return out.Write(s.def.Path(), buf.Bytes(), rows)
}

// columns finds each heading's field in a page's heading row (-1 for an
// optional one absent), or a LayoutError naming the field missing.
func (s esSource) columns(file string, head []string) ([]int, error) {
	idx := map[string]int{}
	for i, h := range head {
		idx[strings.TrimSpace(strings.TrimPrefix(h, "\ufeff"))] = i
	}
	headings := s.def.Headings()
	at := make([]int, len(headings))
	for i, h := range headings {
		at[i] = -1
		for _, c := range s.candidates(h) {
			if j, ok := idx[c]; ok {
				at[i] = j
				break
			}
		}
		if at[i] < 0 && !slices.Contains(esOptional, h) {
			shown := head
			if len(shown) > 12 {
				shown = append(shown[:12:12], "…")
			}
			var names []string
			for _, c := range s.candidates(h) {
				names = append(names, strconv.Quote(c))
			}
			return nil, Layoutf(file, "column %s (%s) is missing (the heading row has %s)", strings.Join(names, " or "), h, strings.Join(shown, ", "))
		}
	}
	return at, nil
}

var (
	esISODate = regexp.MustCompile(`^(\d{4})-(\d{2})-(\d{2})(T[0-9:.]*)?$`)
	esUSDate  = regexp.MustCompile(`^\d{1,2}/\d{1,2}/\d{4}( .*)?$`)
	esDigits  = regexp.MustCompile(`^\d+$`)
)

// page converts one page's rows.
func (s esSource) page(file string, page int, r *csv.Reader, at []int, headings, numbers, bools []string, seen map[string]int, w *csv.Writer) (int, error) {
	rec := make([]string, len(headings))
	n := 0
	for line := 2; ; line++ {
		row, err := r.Read()
		if errors.Is(err, io.EOF) {
			return n, nil
		}
		if err != nil {
			return 0, Layoutf(file, "page %d line %d: %v", page, line, err)
		}
		for i, h := range headings {
			v := ""
			if at[i] >= 0 && at[i] < len(row) {
				v = strings.TrimSpace(row[at[i]])
			}
			switch {
			case i == 0:
				if !esDigits.MatchString(v) {
					return 0, Layoutf(file, "page %d line %d: pd_id %q is not digits", page, line, v)
				}
				if p, dup := seen[v]; dup {
					return 0, fmt.Errorf("%s: pd_id %s is on page %d and page %d: the list changed during the walk; pull again", file, v, p, page)
				}
				seen[v] = page
			case v == "":
			case h == "Date Certified" || h == "Date Available On Market":
				if m := esISODate.FindStringSubmatch(v); m != nil {
					v = m[2] + "/" + m[3] + "/" + m[1]
				} else if !esUSDate.MatchString(v) {
					return 0, Layoutf(file, "page %d line %d: %s %q is not a date", page, line, esFieldOf(s.def, h), v)
				}
			case slices.Contains(numbers, h):
				if _, err := strconv.ParseFloat(v, 64); err != nil {
					return 0, Layoutf(file, "page %d line %d: %s %q is not a number", page, line, esFieldOf(s.def, h), v)
				}
			case slices.Contains(bools, h):
				switch strings.ToLower(v) {
				case "yes", "no", "true", "false", "y", "n":
				default:
					return 0, Layoutf(file, "page %d line %d: %s %q is not Yes or No", page, line, esFieldOf(s.def, h), v)
				}
			}
			rec[i] = v
		}
		if err := w.Write(rec); err != nil {
			return 0, err
		}
		n++
	}
}
