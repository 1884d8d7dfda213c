package calc

import (
	"fmt"
	"math"
	"reflect"
	"strings"
)

func plumbingCalculators() []*Calculator {
	return []*Calculator{plumbingDFU, plumbingWSFUCalc, plumbingSupplyPipe, plumbingWaterHeater, plumbingDrainSlope, plumbingGasPipeSize}
}

// plumbingEnumMatches panics at start-up when a struct tag's enum and the
// table it indexes drift apart (struct tags cannot name a constant).
func plumbingEnumMatches[T any, V any](field string, table map[string]V) bool {
	sf, ok := reflect.TypeFor[T]().FieldByName(field)
	if !ok {
		panic("plumbing: no field " + field)
	}
	for opt := range strings.SplitSeq(sf.Tag.Get("calc"), ",") {
		if vals, ok := strings.CutPrefix(opt, "enum="); ok {
			keys := strings.Split(vals, "|")
			if len(keys) != len(table) {
				panic(fmt.Sprintf("plumbing: %s enum has %d values, table %d", field, len(keys), len(table)))
			}
			for _, k := range keys {
				if _, ok := table[k]; !ok {
					panic("plumbing: enum value " + k + " is not in the table")
				}
			}
			return true
		}
	}
	panic("plumbing: " + field + " has no enum")
}

// ---------------------------------------------------------------------------
// plumbing/dfu: IPC 709.1 (Table 709.1) and 710.1 (Table 710.1(1)).

type plumbingDFUFixture struct {
	Fixture string `json:"fixture" calc:"required,enum=automatic_clothes_washer_commercial|automatic_clothes_washer_residential|bathroom_group_1_6_gpf|bathroom_group_over_1_6_gpf|bathtub|bidet|combination_sink_and_tray|dental_lavatory|dental_unit_or_cuspidor|dishwashing_machine_domestic|drinking_fountain|emergency_floor_drain|floor_drain|kitchen_sink_domestic|laundry_tray|lavatory|shower_up_to_5_7_gpm|shower_5_7_to_12_3_gpm|shower_12_3_to_25_8_gpm|shower_25_8_to_55_6_gpm|service_sink|sink|urinal|urinal_1_gpf_or_less|urinal_nonwater_supplied|wash_sink_per_faucet_set|water_closet_flushometer_tank|water_closet_private_1_6_gpf|water_closet_private_over_1_6_gpf|water_closet_public_1_6_gpf|water_closet_public_over_1_6_gpf" doc:"Fixture or group, as named in IPC Table 709.1 (a bathroom group is a water closet, lavatory and bathtub or shower; a domestic kitchen sink includes its disposer and dishwasher)."`
	Count   int    `json:"count" calc:"default=1,min=1,max=10000" doc:"Number of such fixtures or groups."`
}

type plumbingDFUIn struct {
	Fixtures []plumbingDFUFixture `json:"fixtures" calc:"required,items=1..50" doc:"Fixtures drained by the building drain, one entry per fixture type."`
	Slope    string               `json:"slope" calc:"default=1/4,enum=1/16|1/8|1/4|1/2" doc:"Slope of the building drain, inches of fall per foot: a column of IPC Table 710.1(1)."`
}

type plumbingDFULine struct {
	Fixture string  `json:"fixture" doc:"Fixture or group (IPC Table 709.1 row)."`
	Count   int     `json:"count" doc:"Number of fixtures or groups."`
	DFUEach float64 `json:"dfu_each" doc:"Drainage fixture units per fixture, IPC Table 709.1."`
	DFU     float64 `json:"dfu" doc:"count x dfu_each."`
}

type plumbingDFUOut struct {
	Fixtures            []plumbingDFULine `json:"fixtures" doc:"Drainage fixture units by fixture type."`
	TotalDFU            float64           `json:"total_dfu" doc:"Sum of the fixtures' drainage fixture units."`
	ServesWaterCloset   bool              `json:"serves_water_closet" doc:"True when a water closet or bathroom group drains to it."`
	SlopeInPerFt        float64           `json:"slope_in_per_ft" calc:"places=4,unit=in/ft" doc:"Slope of the building drain, inches per foot."`
	BuildingDrainSize   string            `json:"building_drain_size" doc:"Smallest building drain (nominal inches, as the table writes it) that carries total_dfu at the slope, IPC Table 710.1(1)."`
	BuildingDrainSizeIn float64           `json:"building_drain_size_in" doc:"The same size as a number of inches."`
	MaxDFUAtSize        float64           `json:"max_dfu_at_size" doc:"The most dfu IPC Table 710.1(1) lets that size carry at the slope."`
	SizeGovernedBy      string            `json:"size_governed_by" doc:"\"dfu_load\" when the load sets the size; \"water_closet_minimum\" when Table 710.1(1) footnote a (3 in minimum for a drain serving a water closet) does."`
	DrainTableReference string            `json:"drain_table_reference" doc:"The table the size comes from."`
	CodeReference       string            `json:"code_reference" doc:"The section assigning drainage fixture units."`
}

var _ = plumbingEnumMatches[plumbingDFUFixture]("Fixture", plumbingDFUTable)

var plumbingDFU = Define(Definition[plumbingDFUIn, plumbingDFUOut]{
	Category:       "plumbing",
	Kind:           "dfu",
	Title:          "Drainage fixture units and building drain size",
	Summary:        "Totals drainage fixture units from IPC Table 709.1 and picks the smallest building drain that carries them at the chosen slope from IPC Table 710.1(1), never under 3 in where a water closet drains to it. More fixture units than the table's largest drain carries answer 422 beyond_table (size such a drain by engineering design).",
	CodeReferences: []string{"IPC 709.1"},
	Compute: func(in plumbingDFUIn) (plumbingDFUOut, error) {
		out := plumbingDFUOut{Fixtures: make([]plumbingDFULine, 0, len(in.Fixtures))}
		for _, f := range in.Fixtures {
			each := plumbingDFUTable[f.Fixture]
			out.Fixtures = append(out.Fixtures, plumbingDFULine{Fixture: f.Fixture, Count: f.Count, DFUEach: each, DFU: each * float64(f.Count)})
			out.TotalDFU += each * float64(f.Count)
			out.ServesWaterCloset = out.ServesWaterCloset || plumbingHasWaterCloset(f.Fixture)
		}
		col := plumbingDrainSlopes[in.Slope]
		minSize := 0.0
		if out.ServesWaterCloset {
			minSize = plumbingWaterClosetMinDrainIn
		}
		var byLoad, chosen *plumbingDrainRow
		for i := range plumbingDrainTable {
			r := &plumbingDrainTable[i]
			if r.maxDFU[col] < 0 || r.maxDFU[col] < out.TotalDFU {
				continue
			}
			if byLoad == nil {
				byLoad = r
			}
			if r.sizeIn >= minSize {
				chosen = r
				break
			}
		}
		if chosen == nil {
			last := plumbingDrainTable[len(plumbingDrainTable)-1]
			return out, Invalid("fixtures", "beyond_table",
				"%.1f dfu exceeds IPC Table 710.1(1), whose largest row (%s in) carries %.0f dfu at %s in/ft; size this drain by engineering design",
				out.TotalDFU, last.size, last.maxDFU[col], in.Slope)
		}
		out.SlopeInPerFt = plumbingDrainSlopeValue[col]
		out.BuildingDrainSize = chosen.size
		out.BuildingDrainSizeIn = chosen.sizeIn
		out.MaxDFUAtSize = chosen.maxDFU[col]
		out.SizeGovernedBy = "dfu_load"
		if byLoad != chosen {
			out.SizeGovernedBy = "water_closet_minimum"
		}
		out.DrainTableReference = "IPC Table 710.1(1)"
		out.CodeReference = "IPC 709.1"
		return out, nil
	},
})

// ---------------------------------------------------------------------------
// plumbing/wsfu: IPC Appendix E, E103.3 (Tables E103.3(2) and E103.3(3)).

type plumbingWSFUFixture struct {
	Fixture string `json:"fixture" calc:"required,enum=bathroom_group_private_flush_tank|bathroom_group_private_flushometer_valve|bathtub_private|bathtub_public|bidet_private|combination_fixture_private|dishwashing_machine_private|drinking_fountain_offices|kitchen_sink_private|kitchen_sink_hotel_restaurant|laundry_trays_private|lavatory_private|lavatory_public|service_sink_offices|shower_head_private|shower_head_public|urinal_public_1in_flushometer_valve|urinal_public_3_4in_flushometer_valve|urinal_public_flush_tank|washing_machine_8lb_private|washing_machine_8lb_public|washing_machine_15lb_public|water_closet_private_flushometer_valve|water_closet_private_flush_tank|water_closet_public_flushometer_valve|water_closet_public_flush_tank|water_closet_flushometer_tank" doc:"Fixture, occupancy and supply control, as in IPC Table E103.3(2)."`
	Count   int    `json:"count" calc:"default=1,min=1,max=10000" doc:"Number of such fixtures."`
}

type plumbingWSFUIn struct {
	Fixtures    []plumbingWSFUFixture `json:"fixtures" calc:"required,items=1..50" doc:"Fixtures served, one entry per fixture type."`
	DemandCurve string                `json:"demand_curve" calc:"default=auto,enum=auto|flush_tank|flushometer_valve" doc:"Column of IPC Table E103.3(3) to read: \"auto\" reads the flushometer-valve column when any fixture has a flushometer valve, the flush-tank column otherwise."`
}

type plumbingWSFULine struct {
	Fixture   string  `json:"fixture" doc:"Fixture (IPC Table E103.3(2) row)."`
	Count     int     `json:"count" doc:"Number of fixtures."`
	ColdWSFU  float64 `json:"cold_wsfu" doc:"Cold-water supply fixture units of these fixtures."`
	HotWSFU   float64 `json:"hot_wsfu" doc:"Hot-water supply fixture units of these fixtures."`
	TotalWSFU float64 `json:"total_wsfu" doc:"Total supply fixture units of these fixtures."`
}

type plumbingWSFUOut struct {
	Fixtures        []plumbingWSFULine `json:"fixtures" doc:"Supply fixture units by fixture type, IPC Table E103.3(2)."`
	ColdWSFU        float64            `json:"cold_wsfu" doc:"Cold-water supply fixture units."`
	HotWSFU         float64            `json:"hot_wsfu" doc:"Hot-water supply fixture units."`
	TotalWSFU       float64            `json:"total_wsfu" doc:"Total supply fixture units (its own column of the table, not cold + hot)."`
	DemandCurveUsed string             `json:"demand_curve_used" doc:"Column of IPC Table E103.3(3) read for the total and cold demand: flush_tank or flushometer_valve."`
	DemandGPM       float64            `json:"demand_gpm" calc:"places=1" doc:"Peak demand for total_wsfu, gal/min, read from IPC Table E103.3(3) with straight-line interpolation between rows (a load under the first row reads the first row)."`
	ColdDemandGPM   float64            `json:"cold_demand_gpm" calc:"places=1" doc:"Peak demand for cold_wsfu, gal/min, same column."`
	HotDemandGPM    float64            `json:"hot_demand_gpm" calc:"places=1" doc:"Peak demand for hot_wsfu, gal/min, read from the flush-tank column: flushometer valves draw no hot water."`
	CodeReference   string             `json:"code_reference" doc:"The appendix section holding the fixture-unit and demand tables."`
}

var _ = plumbingEnumMatches[plumbingWSFUFixture]("Fixture", plumbingWSFUTable)

// plumbingDemandGPM reads IPC Table E103.3(3) for a load in wsfu.
func plumbingDemandGPM(wsfu float64, valve bool) float64 {
	if wsfu <= 0 {
		return 0
	}
	rows := plumbingDemandFlushTank
	if valve && wsfu <= plumbingDemandFlushValve[len(plumbingDemandFlushValve)-1].wsfu {
		rows = plumbingDemandFlushValve
	}
	if wsfu <= rows[0].wsfu {
		return rows[0].gpm
	}
	for i := 1; i < len(rows); i++ {
		if wsfu <= rows[i].wsfu {
			a, b := rows[i-1], rows[i]
			return a.gpm + (b.gpm-a.gpm)*(wsfu-a.wsfu)/(b.wsfu-a.wsfu)
		}
	}
	return rows[len(rows)-1].gpm
}

var plumbingWSFUCalc = Define(Definition[plumbingWSFUIn, plumbingWSFUOut]{
	Category:       "plumbing",
	Kind:           "wsfu",
	Title:          "Water supply fixture units and peak demand",
	Summary:        "Totals cold, hot and total water supply fixture units from IPC Table E103.3(2) and converts them to peak demand in gal/min on Hunter's curve, IPC Table E103.3(3) (IPC Appendix E, E103.3). More supply fixture units than the last row of Table E103.3(3) answer 422 beyond_table.",
	CodeReferences: []string{"IPC E103.3"},
	Compute: func(in plumbingWSFUIn) (plumbingWSFUOut, error) {
		out := plumbingWSFUOut{Fixtures: make([]plumbingWSFULine, 0, len(in.Fixtures))}
		anyValve := false
		for _, f := range in.Fixtures {
			w := plumbingWSFUTable[f.Fixture]
			n := float64(f.Count)
			out.Fixtures = append(out.Fixtures, plumbingWSFULine{Fixture: f.Fixture, Count: f.Count, ColdWSFU: w.cold * n, HotWSFU: w.hot * n, TotalWSFU: w.total * n})
			out.ColdWSFU += w.cold * n
			out.HotWSFU += w.hot * n
			out.TotalWSFU += w.total * n
			anyValve = anyValve || w.flushometerValve
		}
		if out.TotalWSFU > plumbingMaxDemandWSFU {
			return out, Invalid("fixtures", "beyond_table",
				"%.1f wsfu exceeds IPC Table E103.3(3), whose last row is %d wsfu", out.TotalWSFU, plumbingMaxDemandWSFU)
		}
		valve := in.DemandCurve == "flushometer_valve" || (in.DemandCurve == "auto" && anyValve)
		out.DemandCurveUsed = "flush_tank"
		if valve {
			out.DemandCurveUsed = "flushometer_valve"
		}
		out.DemandGPM = plumbingDemandGPM(out.TotalWSFU, valve)
		out.ColdDemandGPM = plumbingDemandGPM(out.ColdWSFU, valve)
		out.HotDemandGPM = plumbingDemandGPM(out.HotWSFU, false)
		out.CodeReference = "IPC E103.3"
		return out, nil
	},
})

// ---------------------------------------------------------------------------
// plumbing/supply-pipe: IPC 604.3; pipe inside diameters by standard, CDA
// velocity limits.

type plumbingSupplyPipeIn struct {
	DemandGPM float64 `json:"demand_gpm" calc:"required,gt=0,max=1000" doc:"Design flow the pipe carries, gal/min (for a group of fixtures, the peak demand of plumbing/wsfu)."`
	Material  string  `json:"material" calc:"default=copper_type_l,enum=copper_type_l|pex_sdr9|cpvc_sdr11|steel_sch40" doc:"Pipe or tube: copper Type L (ASTM B88), PEX CTS SDR 9 (ASTM F876), CPVC CTS SDR 11 (ASTM D2846) or Schedule 40 steel (ASME B36.10)."`
	Service   string  `json:"service" calc:"default=cold,enum=cold|hot" doc:"Cold water (velocity limit 8 ft/s) or hot water up to 140 °F (5 ft/s), the Copper Development Association's Copper Tube Handbook limits."`
}

type plumbingSupplyPipeOut struct {
	NominalSize      string  `json:"nominal_size" doc:"Smallest nominal size whose velocity at demand_gpm is within the limit."`
	NominalSizeIn    float64 `json:"nominal_size_in" doc:"The same size as a number of inches."`
	InsideDiameterIn float64 `json:"inside_diameter_in" doc:"Inside diameter of that size, inches."`
	MaterialStandard string  `json:"material_standard" doc:"The dimension standard the inside diameter comes from."`
	VelocityFps      float64 `json:"velocity_fps" calc:"places=2,unit=ft/s" doc:"Mean velocity at demand_gpm: 0.4085 x gpm / ID², ft/s."`
	VelocityLimitFps float64 `json:"velocity_limit_fps" calc:"unit=ft/s" doc:"Velocity limit applied, ft/s (Copper Tube Handbook: 8 cold, 5 hot; applied to every material here)."`
	Checks           []Check `json:"checks" doc:"Velocity against the limit."`
	Pass             bool    `json:"pass" doc:"True when every check passes."`
	CodeReference    string  `json:"code_reference" doc:"The section on water distribution design flow."`
}

// plumbingVelocityFps: gal/min through a round bore of d inches, ft/s
// (231 in³ per gallon).
func plumbingVelocityFps(gpm, dIn float64) float64 {
	return gpm * 231 / 60 / (math.Pi * dIn * dIn / 4) / 12
}

var plumbingSupplyPipe = Define(Definition[plumbingSupplyPipeIn, plumbingSupplyPipeOut]{
	Category:       "plumbing",
	Kind:           "supply-pipe",
	Title:          "Water supply pipe size by velocity",
	Summary:        "Smallest nominal size of copper, PEX, CPVC or steel pipe that carries a design flow within the Copper Tube Handbook velocity limits (8 ft/s cold, 5 ft/s hot), from the inside diameters of the pipe's dimension standard (IPC 604.3 design flow).",
	CodeReferences: []string{"IPC 604.3", "CDA Copper Tube Handbook"},
	Rules:          []Rule{plumbingSupplyPipeRule()},
	Compute: func(in plumbingSupplyPipeIn) (plumbingSupplyPipeOut, error) {
		var out plumbingSupplyPipeOut
		m := plumbingPipeMaterials[in.Material]
		limit := float64(plumbingColdVelocityFps)
		if in.Service == "hot" {
			limit = plumbingHotVelocityFps
		}
		for _, s := range m.sizes {
			v := plumbingVelocityFps(in.DemandGPM, s.idIn)
			if v <= limit+epsilon(limit) {
				out.NominalSize, out.NominalSizeIn, out.InsideDiameterIn = s.size, s.sizeIn, s.idIn
				out.MaterialStandard = m.standard
				out.VelocityFps = v
				out.VelocityLimitFps = limit
				out.Checks = []Check{AtMost("velocity", v, limit, "ft/s", "CDA Copper Tube Handbook")}
				out.Pass = AllPass(out.Checks)
				out.CodeReference = "IPC 604.3"
				return out, nil
			}
		}
		last := m.sizes[len(m.sizes)-1]
		return out, Invalid("demand_gpm", "beyond_table",
			"%.1f gal/min exceeds %.0f ft/s even in the largest %s carried (%s in, %.3f in ID); larger sizes are not carried",
			in.DemandGPM, limit, m.standard, last.size, last.idIn)
	},
})

// ---------------------------------------------------------------------------
// plumbing/water-heater: DOE first-hour-rating method; IPC 501.1.

type plumbingWaterHeaterIn struct {
	Showers              int `json:"showers" calc:"default=0,min=0,max=50" doc:"Showers in the busiest hour (DOE worksheet: 12 gal each)."`
	Baths                int `json:"baths" calc:"default=0,min=0,max=50" doc:"Baths in the busiest hour (9 gal each)."`
	Shaves               int `json:"shaves" calc:"default=0,min=0,max=50" doc:"Shaves (2 gal each)."`
	HandsAndFaceWashings int `json:"hands_and_face_washings" calc:"default=0,min=0,max=50" doc:"Hands and face washings (4 gal each)."`
	HairShampoos         int `json:"hair_shampoos" calc:"default=0,min=0,max=50" doc:"Hair shampoos (4 gal each)."`
	HandDishwashings     int `json:"hand_dishwashings" calc:"default=0,min=0,max=50" doc:"Hand dishwashings (4 gal each)."`
	DishwasherLoads      int `json:"dishwasher_loads" calc:"default=0,min=0,max=50" doc:"Automatic dishwasher loads (14 gal each)."`
	FoodPreparations     int `json:"food_preparations" calc:"default=0,min=0,max=50" doc:"Food preparations (5 gal each)."`
	WringerWasherLoads   int `json:"wringer_washer_loads" calc:"default=0,min=0,max=50" doc:"Wringer clothes washer loads (26 gal each)."`
	AutomaticWasherLoads int `json:"automatic_washer_loads" calc:"default=0,min=0,max=50" doc:"Automatic clothes washer loads (32 gal each)."`
}

type plumbingHotWaterLine struct {
	Use           string  `json:"use" doc:"Hot water use (DOE worksheet line)."`
	Count         int     `json:"count" doc:"Times used in the busiest hour."`
	GallonsPerUse float64 `json:"gallons_per_use" doc:"Average gallons of hot water per use, DOE worksheet."`
	Gallons       float64 `json:"gallons" doc:"count x gallons_per_use."`
}

type plumbingWaterHeaterOut struct {
	Uses                  []plumbingHotWaterLine `json:"uses" doc:"The uses counted, with the DOE per-use gallons."`
	PeakHourDemandGal     float64                `json:"peak_hour_demand_gal" doc:"Hot water used in the busiest hour, gallons."`
	FirstHourRatingMinGal float64                `json:"first_hour_rating_min_gal" doc:"Lowest first-hour rating (EnergyGuide label) to look for: peak hour demand less 2 gal (DOE: match within 1 or 2 gallons)."`
	FirstHourRatingMaxGal float64                `json:"first_hour_rating_max_gal" doc:"Highest first-hour rating worth buying: peak hour demand plus 2 gal."`
	CodeReference         string                 `json:"code_reference" doc:"The water heater chapter's scope section."`
}

var plumbingWaterHeater = Define(Definition[plumbingWaterHeaterIn, plumbingWaterHeaterOut]{
	Category:       "plumbing",
	Kind:           "water-heater",
	Title:          "Storage water heater by first-hour rating",
	Summary:        "Peak hour hot water demand from the U.S. Department of Energy worksheet (gallons per shower, bath, dishwasher load...) and the first-hour rating range a storage water heater should have to meet it (IPC 501.1 water heaters).",
	CodeReferences: []string{"IPC 501.1"},
	Rules: []Rule{{
		{"showers>0"}, {"baths>0"}, {"shaves>0"}, {"hands_and_face_washings>0"}, {"hair_shampoos>0"},
		{"hand_dishwashings>0"}, {"dishwasher_loads>0"}, {"food_preparations>0"}, {"wringer_washer_loads>0"}, {"automatic_washer_loads>0"},
	}},
	Compute: func(in plumbingWaterHeaterIn) (plumbingWaterHeaterOut, error) {
		counts := [len(plumbingHotWaterUses)]int{in.Showers, in.Baths, in.Shaves, in.HandsAndFaceWashings, in.HairShampoos,
			in.HandDishwashings, in.DishwasherLoads, in.FoodPreparations, in.WringerWasherLoads, in.AutomaticWasherLoads}
		out := plumbingWaterHeaterOut{Uses: []plumbingHotWaterLine{}}
		for i, n := range counts {
			if n == 0 {
				continue
			}
			u := plumbingHotWaterUses[i]
			out.Uses = append(out.Uses, plumbingHotWaterLine{Use: u.name, Count: n, GallonsPerUse: u.gal, Gallons: u.gal * float64(n)})
			out.PeakHourDemandGal += u.gal * float64(n)
		}
		if out.PeakHourDemandGal == 0 {
			return out, Invalid("", "no_hot_water_use", "count at least one hot water use in the busiest hour")
		}
		out.FirstHourRatingMinGal = max(0, out.PeakHourDemandGal-plumbingFHRTolerance)
		out.FirstHourRatingMaxGal = out.PeakHourDemandGal + plumbingFHRTolerance
		out.CodeReference = "IPC 501.1"
		return out, nil
	},
})

// ---------------------------------------------------------------------------
// plumbing/drain-slope: IPC 704.1 (Table 704.1).

type plumbingDrainSlopeIn struct {
	PipeSize            string  `json:"pipe_size" calc:"required,enum=1-1/4|1-1/2|2|2-1/2|3|4|5|6|8|10|12|15" doc:"Nominal size of the horizontal drain, inches."`
	RunFt               float64 `json:"run_ft" calc:"required,gt=0,max=5000" doc:"Horizontal length of the run, feet."`
	PlannedSlopeInPerFt float64 `json:"planned_slope_in_per_ft" calc:"default=0,min=0,max=12,unit=in/ft" doc:"Slope you plan to lay, inches per foot, checked against the minimum; 0 (the default) checks nothing."`
}

type plumbingDrainSlopeOut struct {
	PipeSize        string  `json:"pipe_size" doc:"Nominal size of the drain, inches."`
	MinSlopeInPerFt float64 `json:"min_slope_in_per_ft" calc:"places=4,unit=in/ft" doc:"Minimum slope, IPC Table 704.1: 1/4 in/ft up to 2-1/2 in, 1/8 in/ft for 3 to 6 in, 1/16 in/ft for 8 in and larger."`
	MinSlopePct     float64 `json:"min_slope_pct" doc:"The minimum slope as a percent grade."`
	MinDropIn       float64 `json:"min_drop_in" doc:"Least fall over the run at the minimum slope, inches."`
	PlannedDropIn   float64 `json:"planned_drop_in" doc:"Fall over the run at planned_slope_in_per_ft, inches (0 when none was given)."`
	Checks          []Check `json:"checks" doc:"The planned slope against the minimum (empty when none was given)."`
	Pass            bool    `json:"pass" doc:"True when every check passes."`
	CodeReference   string  `json:"code_reference" doc:"The section setting the minimum slope."`
}

var plumbingDrainSlope = Define(Definition[plumbingDrainSlopeIn, plumbingDrainSlopeOut]{
	Category:       "plumbing",
	Kind:           "drain-slope",
	Title:          "Minimum drain slope and drop",
	Summary:        "Minimum slope of a horizontal drainage pipe by size from IPC Table 704.1, the drop it needs over a run, and a check of a planned slope.",
	CodeReferences: []string{"IPC 704.1"},
	Compute: func(in plumbingDrainSlopeIn) (plumbingDrainSlopeOut, error) {
		s := plumbingSlopeTable[in.PipeSize]
		out := plumbingDrainSlopeOut{
			PipeSize:        in.PipeSize,
			MinSlopeInPerFt: s,
			MinSlopePct:     s / 12 * 100,
			MinDropIn:       s * in.RunFt,
			Checks:          []Check{},
			CodeReference:   "IPC 704.1",
		}
		if in.PlannedSlopeInPerFt > 0 {
			out.PlannedDropIn = in.PlannedSlopeInPerFt * in.RunFt
			out.Checks = append(out.Checks, AtLeast("slope", in.PlannedSlopeInPerFt, s, "in/ft", "IPC 704.1"))
		}
		out.Pass = AllPass(out.Checks)
		return out, nil
	},
})
