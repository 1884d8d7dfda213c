package calc

func doorsWindowsCalculators() []*Calculator {
	return []*Calculator{doorsWindowsUFactor, doorsWindowsSHGC, doorsWindowsRoughOpening}
}

// ---------------------------------------------------------------------------
// doors-windows/u-factor: area-weighted fenestration U-factor by climate zone.

type doorsWindowsUnitU struct {
	AreaSqft float64 `json:"area_sqft" calc:"required,gt=0,max=10000" doc:"Area of the unit (window or glazed door), square feet; it weights the average."`
	UFactor  float64 `json:"u_factor" calc:"required,gt=0,max=2,unit=Btu/(h·ft²·°F)" doc:"NFRC-rated U-factor of the unit, Btu/(h·ft²·°F)."`
}

type doorsWindowsUFactorIn struct {
	ClimateZone string              `json:"climate_zone" calc:"required,enum=0|1|2|3|4|4C|5|6|7|8" doc:"IECC climate zone (4C = marine 4)."`
	Units       []doorsWindowsUnitU `json:"units" calc:"required,items=1..200" doc:"Vertical fenestration units (windows, glazed doors) with area and NFRC U-factor; send one unit to check it alone."`
	MaxUFactor  float64             `json:"max_u_factor_override" calc:"default=0,min=0,max=2" doc:"Maximum U-factor from your adopted code, used instead of the carried table (required for zones whose value is not carried); 0 uses the table."`
}

type doorsWindowsUFactorOut struct {
	AverageUFactor float64 `json:"average_u_factor" doc:"Area-weighted average U-factor: Σ(U × A) / ΣA."`
	TotalAreaSqft  float64 `json:"total_area_sqft" doc:"Total fenestration area, square feet."`
	MaxUFactor     float64 `json:"max_u_factor" doc:"Maximum fenestration U-factor applied."`
	LimitSource    string  `json:"limit_source" doc:"\"IECC 2024 Table R402.1.2\" or \"caller\"."`
	WorstUFactor   float64 `json:"worst_u_factor" doc:"Highest single-unit U-factor in the list."`
	Checks         []Check `json:"checks" doc:"The area-weighted U-factor against the maximum."`
	Pass           bool    `json:"pass" doc:"True when every check passes."`
	CodeReference  string  `json:"code_reference" doc:"The insulation and fenestration criteria section."`
}

var doorsWindowsUFactor = Define(Definition[doorsWindowsUFactorIn, doorsWindowsUFactorOut]{
	Category:       "doors-windows",
	Kind:           "u-factor",
	Title:          "Fenestration U-factor check",
	Summary:        "Area-weighted average U-factor of vertical fenestration checked against the IECC 2024 maximum for the climate zone (Table R402.1.2 / R402.1.3 fenestration column, IECC R402.1.2); only verified zones are carried, others take the maximum from the caller.",
	CodeReferences: []string{"IECC R402.1.2"},
	Rules:          []Rule{{{"max_u_factor_override>0"}, {"climate_zone=" + carried(doorsWindowsMaxU)}}},
	Compute: func(in doorsWindowsUFactorIn) (doorsWindowsUFactorOut, error) {
		limit, source := in.MaxUFactor, "caller"
		if limit == 0 {
			u, ok := doorsWindowsMaxU[in.ClimateZone]
			if !ok {
				return doorsWindowsUFactorOut{}, Invalid("climate_zone", "not_carried",
					"the IECC 2024 fenestration U-factor for climate zone %s is not carried (it could not be verified); give the maximum from your adopted code in max_u_factor_override", in.ClimateZone)
			}
			limit, source = u, "IECC 2024 Table R402.1.2"
		}
		var area, ua, worst float64
		for _, w := range in.Units {
			area += w.AreaSqft
			ua += w.AreaSqft * w.UFactor
			worst = max(worst, w.UFactor)
		}
		avg := ua / area
		checks := []Check{AtMost("area-weighted fenestration U-factor", avg, limit, "", "IECC R402.1.2")}
		return doorsWindowsUFactorOut{
			AverageUFactor: avg,
			TotalAreaSqft:  area,
			MaxUFactor:     limit,
			LimitSource:    source,
			WorstUFactor:   worst,
			Checks:         checks,
			Pass:           AllPass(checks),
			CodeReference:  "IECC R402.1.2",
		}, nil
	},
})

// ---------------------------------------------------------------------------
// doors-windows/shgc: area-weighted glazed fenestration SHGC by climate zone.

type doorsWindowsUnitSHGC struct {
	AreaSqft float64 `json:"area_sqft" calc:"required,gt=0,max=10000" doc:"Area of the glazed unit, square feet; it weights the average."`
	SHGC     float64 `json:"shgc" calc:"required,gt=0,lt=1" doc:"NFRC-rated solar heat gain coefficient of the unit."`
}

type doorsWindowsSHGCIn struct {
	ClimateZone string                 `json:"climate_zone" calc:"required,enum=0|1|2|3|4|4C|5|6|7|8" doc:"IECC climate zone (4C = marine 4)."`
	Units       []doorsWindowsUnitSHGC `json:"units" calc:"required,items=1..200" doc:"Glazed fenestration units with area and NFRC SHGC; send one unit to check it alone."`
	MaxSHGC     float64                `json:"max_shgc_override" calc:"default=0,min=0,lt=1" doc:"Maximum SHGC from your adopted code, used instead of the carried table (required for zones whose value is not carried); 0 uses the table."`
}

type doorsWindowsSHGCOut struct {
	AverageSHGC   float64 `json:"average_shgc" doc:"Area-weighted average SHGC: Σ(SHGC × A) / ΣA."`
	TotalAreaSqft float64 `json:"total_area_sqft" doc:"Total glazed area, square feet."`
	SHGCRequired  bool    `json:"shgc_required" doc:"False where the table sets no SHGC maximum (NR) for the zone."`
	MaxSHGC       float64 `json:"max_shgc" doc:"Maximum SHGC applied (0 when not required)."`
	LimitSource   string  `json:"limit_source" doc:"\"IECC 2024 Table R402.1.2\" or \"caller\"."`
	WorstSHGC     float64 `json:"worst_shgc" doc:"Highest single-unit SHGC in the list."`
	Checks        []Check `json:"checks" doc:"The area-weighted SHGC against the maximum (empty when not required)."`
	Pass          bool    `json:"pass" doc:"True when every check passes."`
	CodeReference string  `json:"code_reference" doc:"The insulation and fenestration criteria section."`
}

var doorsWindowsSHGC = Define(Definition[doorsWindowsSHGCIn, doorsWindowsSHGCOut]{
	Category:       "doors-windows",
	Kind:           "shgc",
	Title:          "Glazed fenestration SHGC check",
	Summary:        "Area-weighted average solar heat gain coefficient of glazed fenestration checked against the IECC 2024 maximum for the climate zone (Table R402.1.2 / R402.1.3 SHGC column, IECC R402.1.2); only verified zones are carried, others take the maximum from the caller.",
	CodeReferences: []string{"IECC R402.1.2"},
	Rules:          []Rule{{{"max_shgc_override>0"}, {"climate_zone=" + carried(doorsWindowsMaxSHGC)}}},
	Compute: func(in doorsWindowsSHGCIn) (doorsWindowsSHGCOut, error) {
		limit, source := in.MaxSHGC, "caller"
		if limit == 0 {
			s, ok := doorsWindowsMaxSHGC[in.ClimateZone]
			if !ok {
				return doorsWindowsSHGCOut{}, Invalid("climate_zone", "not_carried",
					"the IECC 2024 glazed fenestration SHGC for climate zone %s is not carried (it could not be verified); give the maximum from your adopted code in max_shgc_override", in.ClimateZone)
			}
			limit, source = s, "IECC 2024 Table R402.1.2"
		}
		var area, sa, worst float64
		for _, w := range in.Units {
			area += w.AreaSqft
			sa += w.AreaSqft * w.SHGC
			worst = max(worst, w.SHGC)
		}
		avg := sa / area
		checks := []Check{}
		if limit > 0 {
			checks = append(checks, AtMost("area-weighted SHGC", avg, limit, "", "IECC R402.1.2"))
		}
		return doorsWindowsSHGCOut{
			AverageSHGC:   avg,
			TotalAreaSqft: area,
			SHGCRequired:  limit > 0,
			MaxSHGC:       limit,
			LimitSource:   source,
			WorstSHGC:     worst,
			Checks:        checks,
			Pass:          AllPass(checks),
			CodeReference: "IECC R402.1.2",
		}, nil
	},
})

// ---------------------------------------------------------------------------
// doors-windows/rough-opening: framed opening from the unit size.

type doorsWindowsRoughOpeningIn struct {
	UnitWidthIn       float64 `json:"unit_width_in" calc:"required,gt=0,max=240" doc:"Frame (unit) width of the window or door, inches: the outside of the frame, not the nominal size and not the nailing fin."`
	UnitHeightIn      float64 `json:"unit_height_in" calc:"required,gt=0,max=240" doc:"Frame (unit) height, inches."`
	Allowance         string  `json:"allowance" calc:"default=rule-of-thumb,enum=rule-of-thumb|pella|custom" doc:"Clearance added to width and height: rule-of-thumb (1/2 in), pella (3/4 in, Pella's published rough-opening rule) or custom (the manufacturer's figures in the two custom inputs)."`
	CustomWidthAddIn  float64 `json:"custom_width_allowance_in" calc:"default=0,min=0,max=12" doc:"custom: inches added to the unit width (from the manufacturer's installation instructions)."`
	CustomHeightAddIn float64 `json:"custom_height_allowance_in" calc:"default=0,min=0,max=12" doc:"custom: inches added to the unit height."`
	JackStudsPerEnd   int     `json:"jack_studs_per_end" calc:"default=1,min=1,max=4" doc:"Jack (trimmer) studs under each end of the header (IRC R602.7.5; the number comes from the header span table)."`
}

type doorsWindowsRoughOpeningOut struct {
	RoughWidthIn    float64 `json:"rough_opening_width_in" doc:"Rough opening width: unit width + width allowance, inches."`
	RoughHeightIn   float64 `json:"rough_opening_height_in" doc:"Rough opening height: unit height + height allowance, inches."`
	WidthAllowance  float64 `json:"width_allowance_in" doc:"Width allowance applied, inches."`
	HeightAllowance float64 `json:"height_allowance_in" doc:"Height allowance applied, inches."`
	AllowanceSource string  `json:"allowance_source" doc:"Where the allowance comes from."`
	HeaderLengthIn  float64 `json:"header_length_in" doc:"Header length: rough width + 1 1/2 in per jack stud at each end, inches."`
	HeaderSpanFt    float64 `json:"header_span_ft" doc:"Clear span the header bridges (the rough opening width), feet: use it with the IRC Table R602.7(1) header sizes."`
	RoughAreaSqft   float64 `json:"rough_opening_area_sqft" doc:"Rough opening area, square feet (for wall-area deductions)."`
	CodeReference   string  `json:"code_reference" doc:"The header section the opening is framed under."`
}

var doorsWindowsRoughOpening = Define(Definition[doorsWindowsRoughOpeningIn, doorsWindowsRoughOpeningOut]{
	Category:       "doors-windows",
	Kind:           "rough-opening",
	Title:          "Window and door rough opening",
	Summary:        "Rough opening width and height from the unit's frame size and a manufacturer's allowance (1/2 in rule of thumb, Pella's 3/4 in, or custom), with the header length over the jack studs (IRC R602.7).",
	CodeReferences: []string{"IRC R602.7"},
	Compute: func(in doorsWindowsRoughOpeningIn) (doorsWindowsRoughOpeningOut, error) {
		var w, h float64
		var src string
		switch in.Allowance {
		case "pella":
			w, h, src = doorsWindowsPellaAllowanceIn, doorsWindowsPellaAllowanceIn, "Pella: 3/4 in larger than the window in width and height"
		case "custom":
			w, h, src = in.CustomWidthAddIn, in.CustomHeightAddIn, "caller (manufacturer's instructions)"
		default:
			w, h, src = doorsWindowsRuleOfThumbAllowanceIn, doorsWindowsRuleOfThumbAllowanceIn, "rule of thumb: 1/2 in larger than the frame in width and height"
		}
		rw, rh := in.UnitWidthIn+w, in.UnitHeightIn+h
		return doorsWindowsRoughOpeningOut{
			RoughWidthIn:    rw,
			RoughHeightIn:   rh,
			WidthAllowance:  w,
			HeightAllowance: h,
			AllowanceSource: src,
			HeaderLengthIn:  rw + 2*float64(in.JackStudsPerEnd)*doorsWindowsStudThicknessIn,
			HeaderSpanFt:    rw / 12,
			RoughAreaSqft:   rw * rh / 144,
			CodeReference:   "IRC R602.7",
		}, nil
	},
})
