package products

import (
	"fmt"
	"slices"
	"strings"

	"github.com/plumbline-api/plumbline/reference"
)

// The files `plumbline data pull energystar-…` writes (internal/datapull
// converts the ENERGY STAR open-data API's pages into them): one per
// certified-product list, in the portal's CSV export layout the bundled
// files have (the same headings, dates as M/D/YYYY), so they are read by
// the same parser. A pulled file is optional: without a pull the area
// serves the bundled snapshots alone, and says which pull adds what is
// missing (CategoryDef.Gaps).

// PulledDef is one pulled list: the pull source that writes it and what
// the file holds.
type PulledDef struct {
	Source  string // the `data pull` source: "energystar-furnaces"
	Dataset string // the publisher's dataset id on data.energystar.gov
	Title   string // "ENERGY STAR Certified Furnaces"
	// Held is the bundled export of the same list ("products/…", "" when
	// the bundle holds none): the loopback publisher's fixtures are built
	// from it.
	Held string
	// PublishedEmpty lists are ones the publisher is known to publish with
	// no rows (the air conditioner lists since 2026): a pull of the heading
	// row alone lands, and the category says the list held no rows. Any
	// other list with no rows is refused, so a glitch at the publisher
	// never empties a list we serve.
	PublishedEmpty bool
	def            fileDef
}

// pullsWithField are the pulled lists that have a spec key, in Pulled's
// order.
func pullsWithField(key string) []PulledDef {
	var out []PulledDef
	for _, d := range Pulled {
		if slices.ContainsFunc(d.def.Specs, func(s spec) bool { return s.Key == key }) {
			out = append(out, d)
		}
	}
	return out
}

func pullSources(ds []PulledDef) []string {
	out := make([]string, len(ds))
	for i, d := range ds {
		out[i] = d.Source
	}
	return out
}

func pullTitles(ds []PulledDef) []string {
	out := make([]string, len(ds))
	for i, d := range ds {
		out[i] = d.Title + " (" + d.Source + ", served in " + d.def.Category + ")"
	}
	return out
}

// Path is the file below the data directory.
func (d PulledDef) Path() string { return d.def.Path }

// Category and Subcategory are where its records are served.
func (d PulledDef) Category() string    { return d.def.Category }
func (d PulledDef) Subcategory() string { return d.def.Subcategory }

// Headings are the file's columns, in order: the identity columns, then
// each spec's column.
func (d PulledDef) Headings() []string {
	h := []string{d.def.ID, d.def.Brand}
	if d.def.ModelName != "" {
		h = append(h, d.def.ModelName)
	}
	h = append(h, d.def.Model, colAvailable, colCertified, colMarkets, colCertBody)
	for _, s := range d.def.Specs {
		h = append(h, s.Col)
	}
	return h
}

// Identity are the headings every pulled file has besides its specs.
const (
	colAvailable = "Date Available On Market"
	colCertified = "Date Certified"
	colMarkets   = "Markets"
	colCertBody  = "CB Model Identifier"
)

// pulledFromHeld is a pulled list laid out as the bundled export def of
// the same list.
func pulledFromHeld(source, dataset, title, file string, held fileDef) PulledDef {
	d := held
	d.Path, d.Source, d.Specs = "pulled/"+source+"/"+file, source, slices.Clone(held.Specs)
	return PulledDef{Source: source, Dataset: dataset, Title: title, Held: "products/" + held.Path, def: d}
}

// pulledNew is a pulled list the bundle holds no export of.
func pulledNew(source, dataset, title, file, cat, sub string, hasName bool, specs ...spec) PulledDef {
	d := es(source, file, cat, sub, hasName, specs...)
	d.Path = "pulled/" + source + "/" + file
	return PulledDef{Source: source, Dataset: dataset, Title: title, def: d}
}

// heldDef is the newest bundled export def of a subcategory.
func heldDef(sub string) fileDef {
	for i := len(files) - 1; i >= 0; i-- {
		if files[i].Subcategory == sub {
			return files[i]
		}
	}
	panic("products: no bundled export of " + sub)
}

// heatPumpSpecs are the columns of ENERGY STAR's air-source heat pump
// list (w7cv-9xjt) the area serves: the seasonal ratings as numbers (SEER2,
// EER2, HSPF2 filterable), capacities at the rating temperatures, and the
// system's indoor half (a certified split system is a matched pair).
var heatPumpSpecs = []spec{
	text("Product Type", "product_type"),
	flag("Cold Climate", "cold_climate"),
	text("Compressor Staging", "compressor_staging"),
	num("SEER2 (Btu/Wh)", "seer2_btu_per_wh", "Btu/Wh", "higher"),
	num("EER2 (Btu/Wh)", "eer2_btu_per_wh", "Btu/Wh", "higher"),
	num("HSPF2 (Btu/Wh)", "hspf2_btu_per_wh", "Btu/Wh", "higher"),
	num("Cooling Capacity (Btu/h)", "cooling_capacity_btu_per_hr", "Btu/h", ""),
	num("Heating Capacity at 47°F (Btu/h)", "heating_capacity_47f_btu_per_hr", "Btu/h", ""),
	num("Heating Capacity at 17°F (Btu/h)", "heating_capacity_17f_btu_per_hr", "Btu/h", ""),
	num("Heating Capacity at 5°F (Btu/h)", "heating_capacity_5f_btu_per_hr", "Btu/h", ""),
	num("COP at 5°F", "cop_at_5f", "W/W", "higher"),
	text("Refrigerant with GWP", "refrigerant_with_gwp"),
	text("Indoor Unit Brand Name", "indoor_unit_brand"),
	text("Indoor Unit Model Number", "indoor_unit_model_number"),
	text("AHRI Reference Number", "ahri_reference_number"),
}

func heatPumps(source, dataset, title, file, sub string) PulledDef {
	return splitSystems(pulledNew(source, dataset, title, file, "hvac", sub, true, heatPumpSpecs...))
}

// airConditionerSpecs are the cooling half of heatPumpSpecs: ENERGY STAR
// certifies central and mini-split air conditioners under the same
// specification as air-source heat pumps (Central Air Conditioner and
// Heat Pump Equipment, Version 6), and their lists have the heat pump
// list's 48 columns (public measurement, 2026-09-16), so the same fields
// are read; the heating ones are not asked for.
var airConditionerSpecs = slices.DeleteFunc(slices.Clone(heatPumpSpecs), func(s spec) bool {
	return slices.Contains(heatingOnly, s.Key)
})

// heatingOnly are the heat pump specs an air conditioner has no value of.
var heatingOnly = []string{"cold_climate", "hspf2_btu_per_wh", "heating_capacity_47f_btu_per_hr", "heating_capacity_17f_btu_per_hr",
	"heating_capacity_5f_btu_per_hr", "cop_at_5f"}

// airConditioners is a list ENERGY STAR published empty when last measured
// (tyr2-hhgu and qj64-j3bn: 0 rows, 2026-09-16 and 2026-09-27).
func airConditioners(source, dataset, title, file, sub string) PulledDef {
	d := splitSystems(pulledNew(source, dataset, title, file, "hvac", sub, true, airConditionerSpecs...))
	d.PublishedEmpty = true
	return d
}

// splitSystems names a list's identity by its outdoor unit: a certified
// split system is a matched outdoor and indoor pair.
func splitSystems(d PulledDef) PulledDef {
	d.def.Brand, d.def.Model, d.def.ModelName = colOutdoorBrand, "Outdoor Unit Model Number", "Series Name"
	return d
}

const colOutdoorBrand = "Outdoor Unit Brand Name"

// SplitSystem says the list is of matched outdoor and indoor units (heat
// pumps and central or mini-split air conditioners), whose API fields
// are the heat pump list's.
func (d PulledDef) SplitSystem() bool { return d.def.Brand == colOutdoorBrand }

// Pulled are every pulled list, in the order their files are read (after
// the bundled ones, so a pulled row replaces the bundled row of the same
// ENERGY STAR Unique ID). The mini-split list is a view of the heat pump
// list: read after it, its rows are served under ductless_mini_splits.
var Pulled = []PulledDef{
	heatPumps("energystar-heat-pumps", "w7cv-9xjt", "ENERGY STAR Certified Air-Source Heat Pumps", "ENERGY_STAR_Certified_Air-Source_Heat_Pumps.csv", "air_source_heat_pumps"),
	heatPumps("energystar-mini-splits", "akti-mt5s", "ENERGY STAR Certified Mini-Split Heat Pumps", "ENERGY_STAR_Certified_Mini-Split_Heat_Pumps.csv", "ductless_mini_splits"),
	airConditioners("energystar-central-air-conditioners", "tyr2-hhgu", "ENERGY STAR Certified Central Air Conditioners", "ENERGY_STAR_Certified_Central_Air_Conditioners.csv", "central_air_conditioners"),
	airConditioners("energystar-mini-split-air-conditioners", "qj64-j3bn", "ENERGY STAR Certified Mini-Split Air Conditioners", "ENERGY_STAR_Certified_Mini-Split_Air_Conditioners.csv", "mini_split_air_conditioners"),
	pulledFromHeld("energystar-furnaces", "i97v-e8au", "ENERGY STAR Certified Furnaces", "ENERGY_STAR_Certified_Furnaces.csv", heldDef("furnaces")),
	pulledFromHeld("energystar-boilers", "6rww-hpns", "ENERGY STAR Certified Boilers", "ENERGY_STAR_Certified_Boilers.csv", heldDef("boilers")),
	pulledFromHeld("energystar-commercial-boilers", "3393-mxju", "ENERGY STAR Certified Commercial Boilers", "ENERGY_STAR_Certified_Commercial_Boilers.csv", heldDef("commercial_boilers")),
	pulledFromHeld("energystar-geothermal-heat-pumps", "acvd-5wvz", "ENERGY STAR Certified Geothermal Heat Pumps", "ENERGY_STAR_Certified_Geothermal_Heat_Pumps.csv", heldDef("geothermal_heat_pumps")),
	pulledFromHeld("energystar-light-commercial-hvac", "e4mh-a2u3", "ENERGY STAR Certified Light Commercial HVAC", "ENERGY_STAR_Certified_Light_Commercial_HVAC.csv", heldDef("light_commercial_hvac")),
	pulledFromHeld("energystar-room-air-conditioners", "5xn2-dv4h", "ENERGY STAR Certified Room Air Conditioners", "ENERGY_STAR_Certified_Room_Air_Conditioners.csv", heldDef("room_air_conditioners")),
	pulledFromHeld("energystar-smart-thermostats", "7p2p-wkbf", "ENERGY STAR Certified Smart Thermostats", "ENERGY_STAR_Certified_Smart_Thermostats.csv", heldDef("smart_thermostats")),
	pulledFromHeld("energystar-dehumidifiers", "mgiu-hu4z", "ENERGY STAR Certified Dehumidifiers", "ENERGY_STAR_Certified_Dehumidifiers.csv", heldDef("dehumidifiers")),
	pulledFromHeld("energystar-water-heaters", "pbpq-swnu", "ENERGY STAR Certified Water Heaters", "ENERGY_STAR_Certified_Water_Heaters.csv", heldDef("water_heaters")),
	func() PulledDef {
		d := pulledFromHeld("energystar-heat-pump-water-heaters", "v7jr-74b4", "ENERGY STAR Certified Heat Pump Water Heaters",
			"ENERGY_STAR_Certified_Heat_Pump_Water_Heaters.csv", heldDef("water_heaters"))
		d.def.Subcategory = "heat_pump_water_heaters"
		return d
	}(),
	pulledFromHeld("energystar-commercial-water-heaters", "xmq6-bm79", "ENERGY STAR Certified Commercial Water Heaters", "ENERGY_STAR_Certified_Commercial_Water_Heaters.csv", heldDef("commercial_water_heaters")),
	pulledFromHeld("energystar-pool-pumps", "m8cf-pkii", "ENERGY STAR Certified Pool Pumps", "ENERGY_STAR_Certified_Pool_Pumps.csv", heldDef("pool_pumps")),
	pulledFromHeld("energystar-ventilating-fans", "8dv7-nngq", "ENERGY STAR Certified Ventilating Fans", "ENERGY_STAR_Certified_Ventilating_Fans.csv", heldDef("ventilating_fans")),
	pulledFromHeld("energystar-ceiling-fans", "2te3-nmxp", "ENERGY STAR Certified Ceiling Fans", "ENERGY_STAR_Certified_Ceiling_Fans.csv", heldDef("ceiling_fans")),
	pulledFromHeld("energystar-downlights", "ej6d-wb4c", "ENERGY STAR Certified Light Fixtures - Downlights", "ENERGY_STAR_Certified_Light_Fixtures_-_Downlights.csv", heldDef("downlights")),
	pulledFromHeld("energystar-storm-windows", "qaxz-ikcb", "ENERGY STAR Certified Storm Windows", "ENERGY_STAR_Certified_Storm_Windows.csv", heldDef("storm_windows")),
	pulledFromHeld("energystar-roof-products", "gp4i-t95q", "ENERGY STAR Certified Roof Products", "ENERGY_STAR_Certified_Roof_Products.csv", heldDef("roof_products")),
	pulledFromHeld("energystar-refrigerators", "p5st-her9", "ENERGY STAR Certified Residential Refrigerators", "ENERGY_STAR_Certified_Residential_Refrigerators.csv", heldDef("refrigerators")),
	pulledFromHeld("energystar-freezers", "8t9c-g3tn", "ENERGY STAR Certified Residential Freezers", "ENERGY_STAR_Certified_Residential_Freezers.csv", heldDef("freezers")),
	pulledFromHeld("energystar-dishwashers", "q8py-6w3f", "ENERGY STAR Certified Residential Dishwashers", "ENERGY_STAR_Certified_Residential_Dishwashers.csv", heldDef("dishwashers")),
	pulledFromHeld("energystar-clothes-washers", "bghd-e2wd", "ENERGY STAR Certified Residential Clothes Washers", "ENERGY_STAR_Certified_Residential_Clothes_Washers.csv", heldDef("clothes_washers")),
	pulledFromHeld("energystar-clothes-dryers", "t9u7-4d2j", "ENERGY STAR Certified Residential Clothes Dryers", "ENERGY_STAR_Certified_Residential_Clothes_Dryers.csv", heldDef("clothes_dryers")),
	pulledFromHeld("energystar-combination-washer-dryers", "9jai-gs6t", "ENERGY STAR Certified Residential Combination Washer-Dryers", "ENERGY_STAR_Certified_Res-Combo-Washer-Dryer.csv", heldDef("combination_washer_dryers")),
	pulledFromHeld("energystar-room-air-cleaners", "gaa3-swy6", "ENERGY STAR Certified Room Air Cleaners", "ENERGY_STAR_Certified_Room_Air_Cleaners.csv", heldDef("room_air_cleaners")),
}

// PulledFor is the pulled list a source writes (false when none).
func PulledFor(source string) (PulledDef, bool) {
	i := slices.IndexFunc(Pulled, func(d PulledDef) bool { return d.Source == source })
	if i < 0 {
		return PulledDef{}, false
	}
	return Pulled[i], true
}

// PulledFileNames are the files a pull may have written.
func PulledFileNames() []string {
	out := make([]string, len(Pulled))
	for i, d := range Pulled {
		out[i] = d.def.Path
	}
	return out
}

// defOf finds the file def of an input by its name: a bundled export
// ("products/<path>") or a pulled file.
func defOf(name string) (fileDef, bool) {
	for _, f := range files {
		if "products/"+f.Path == name {
			return f, true
		}
	}
	for _, d := range Pulled {
		if d.def.Path == name {
			return d.def, true
		}
	}
	return fileDef{}, false
}

// pulledSources are the sources of the pulled lists a version holds: the
// release period (the Monday of the week pulled) is their snapshot.
func pulledSources(pulled reference.PulledReleases) []Source {
	var out []Source
	for _, d := range Pulled {
		r, ok := pulled[d.Source]
		if !ok {
			continue
		}
		out = append(out, Source{ID: d.Source, Publisher: "U.S. EPA", Program: "ENERGY STAR", Dataset: d.Title + " (open-data API, all rows)",
			Snapshot:     r.Release,
			SnapshotNote: fmt.Sprintf("pulled from the publisher on %s (release named by the Monday of the week pulled)", r.RetrievedAt),
			Terms:        "U.S. Government open data (EPA data license), no restriction on reuse",
			URL:          "https://data.energystar.gov/resource/" + d.Dataset, Origin: "plumbline data pull " + d.Source})
	}
	return out
}

// allDefs are the bundled file defs, then the pulled ones.
func allDefs() []fileDef {
	all := slices.Clone(files)
	for _, d := range Pulled {
		all = append(all, d.def)
	}
	return all
}

// Bundled is the snapshot the bundle holds of the list ("" when it holds
// none): what `data status` reports before a pull.
func (d PulledDef) Bundled() string {
	for i := len(files) - 1; i >= 0; i-- {
		if files[i].Subcategory == d.def.Subcategory && !strings.HasPrefix(files[i].Path, "pulled/") {
			for _, s := range sources {
				if s.ID == files[i].Source {
					return s.Snapshot
				}
			}
		}
	}
	return ""
}

// NumberHeadings are the headings of its numeric specs, BoolHeadings of
// its Yes/No specs: the pull checks their values.
func (d PulledDef) NumberHeadings() []string { return d.headingsOf("number") }
func (d PulledDef) BoolHeadings() []string   { return d.headingsOf("boolean") }

func (d PulledDef) headingsOf(kind string) []string {
	var out []string
	for _, s := range d.def.Specs {
		if s.Kind == kind {
			out = append(out, s.Col)
		}
	}
	return out
}

// ID, Brand, Model and ModelName are its identity headings.
func (d PulledDef) ID() string        { return d.def.ID }
func (d PulledDef) Brand() string     { return d.def.Brand }
func (d PulledDef) Model() string     { return d.def.Model }
func (d PulledDef) ModelName() string { return d.def.ModelName }
