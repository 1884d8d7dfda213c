package calc

import "math"

func hvacCalculators() []*Calculator {
	return []*Calculator{hvacManualJ, hvacRoomBTU, hvacDuctSize, hvacAirflow, hvacVentilation, hvacEfficiency}
}

// ---------------------------------------------------------------------------
// hvac/manual-j: simplified whole-house heating and cooling load.

type hvacEnvelopeIn struct {
	Kind     string  `json:"kind" calc:"required,enum=wall|window|door|skylight|ceiling|floor|other" doc:"Envelope component: wall, window, door, skylight, ceiling, floor or other."`
	AreaSqft float64 `json:"area_sqft" calc:"required,gt=0,max=100000" doc:"Net area of the component, square feet (list walls net of the windows and doors listed separately)."`
	UFactor  float64 `json:"u_factor" calc:"required,gt=0,max=2,unit=Btu/(h·ft²·°F)" doc:"Assembly U-factor (1 / total R), Btu/(h·ft²·°F): the NFRC label for windows and doors."`
}

type hvacManualJIn struct {
	Components            []hvacEnvelopeIn `json:"components" calc:"required,items=1..60" doc:"Envelope components between conditioned space and outdoors, each with its area and U-factor."`
	FloorAreaSqft         float64          `json:"conditioned_floor_area_sqft" calc:"required,gt=0,max=50000" doc:"Conditioned floor area, square feet."`
	CeilingHeightFt       float64          `json:"ceiling_height_ft" calc:"default=8,min=6,max=30" doc:"Average ceiling height, feet; volume = floor area × height."`
	InfiltrationACHHeat   float64          `json:"infiltration_ach_heating" calc:"required,min=0,max=5" doc:"Natural infiltration in winter, air changes per hour (natural ACH, not ACH50)."`
	InfiltrationACHCool   float64          `json:"infiltration_ach_cooling" calc:"required,min=0,max=5" doc:"Natural infiltration in summer, air changes per hour (natural ACH, not ACH50)."`
	OutdoorHeatingF       float64          `json:"outdoor_heating_design_f" calc:"required,min=-60,max=80" doc:"Outdoor winter design dry-bulb temperature, °F (ACCA Manual J Table 1 or ASHRAE 99 % value for the site)."`
	OutdoorCoolingF       float64          `json:"outdoor_cooling_design_f" calc:"required,min=50,max=130" doc:"Outdoor summer design dry-bulb temperature, °F (ACCA Manual J Table 1 or ASHRAE 1 % value for the site)."`
	IndoorHeatingF        float64          `json:"indoor_heating_f" calc:"default=72,min=40,max=90" doc:"Indoor heating design temperature, °F; IECC R302.1 caps it at 72 °F."`
	IndoorCoolingF        float64          `json:"indoor_cooling_f" calc:"default=75,min=60,max=90" doc:"Indoor cooling design temperature, °F; IECC R302.1 sets at least 75 °F."`
	AdditionalCoolingBtuh float64          `json:"additional_cooling_btuh" calc:"default=0,min=0,max=1000000" doc:"Your estimate of the cooling gains this method leaves out (solar through glass, people, appliances, latent load), Btu/h; added to the cooling load as given."`
}

type hvacComponentLoad struct {
	Kind        string  `json:"kind" doc:"Envelope component."`
	AreaSqft    float64 `json:"area_sqft" doc:"Area, square feet."`
	UFactor     float64 `json:"u_factor" calc:"unit=Btu/(h·ft²·°F)" doc:"U-factor, Btu/(h·ft²·°F)."`
	UA          float64 `json:"ua" calc:"unit=Btu/(h·°F)" doc:"U × A, Btu/(h·°F)."`
	HeatingBtuh float64 `json:"heating_btuh" doc:"U × A × heating ΔT, Btu/h."`
	CoolingBtuh float64 `json:"cooling_btuh" doc:"U × A × cooling ΔT, Btu/h."`
}

type hvacManualJOut struct {
	HeatingLoadBtuh         float64             `json:"heating_load_btuh" doc:"Heating load: conduction plus infiltration, Btu/h."`
	CoolingLoadBtuh         float64             `json:"cooling_load_btuh" doc:"Cooling load: conduction plus sensible infiltration plus additional_cooling_btuh, Btu/h."`
	CoolingTons             float64             `json:"cooling_tons" doc:"cooling_load_btuh / 12,000, tons of refrigeration."`
	HeatingConductionBtuh   float64             `json:"heating_conduction_btuh" doc:"Σ U·A × heating ΔT, Btu/h."`
	HeatingInfiltrationBtuh float64             `json:"heating_infiltration_btuh" doc:"0.018 × volume × winter ACH × heating ΔT, Btu/h."`
	CoolingConductionBtuh   float64             `json:"cooling_conduction_btuh" doc:"Σ U·A × cooling ΔT, Btu/h."`
	CoolingInfiltrationBtuh float64             `json:"cooling_infiltration_btuh" doc:"0.018 × volume × summer ACH × cooling ΔT (sensible only), Btu/h."`
	AdditionalCoolingBtuh   float64             `json:"additional_cooling_btuh" doc:"The caller's additional cooling gains, as given, Btu/h."`
	TotalUA                 float64             `json:"total_ua" calc:"unit=Btu/(h·°F)" doc:"Σ U·A of the envelope, Btu/(h·°F)."`
	VolumeCuft              float64             `json:"volume_cuft" doc:"Conditioned volume: floor area × ceiling height, cubic feet."`
	HeatingDeltaTF          float64             `json:"heating_delta_t_f" doc:"Indoor heating minus outdoor heating design temperature, °F (0 when outdoors is no colder)."`
	CoolingDeltaTF          float64             `json:"cooling_delta_t_f" doc:"Outdoor cooling design minus indoor cooling temperature, °F (0 when outdoors is no hotter)."`
	InfiltrationHeatingCFM  float64             `json:"infiltration_heating_cfm" doc:"Winter infiltration airflow: volume × ACH / 60, ft³/min."`
	InfiltrationCoolingCFM  float64             `json:"infiltration_cooling_cfm" doc:"Summer infiltration airflow: volume × ACH / 60, ft³/min."`
	AirHeatFactor           float64             `json:"air_heat_factor" calc:"unit=Btu/(ft³·°F)" doc:"Heat capacity of air applied to infiltration: 0.075 lb/ft³ × 0.24 Btu/(lb·°F) = 0.018 Btu/(ft³·°F)."`
	Components              []hvacComponentLoad `json:"components" doc:"Each component's U·A and its heating and cooling conduction load."`
	Checks                  []Check             `json:"checks" doc:"Indoor design temperatures against IECC R302.1."`
	Pass                    bool                `json:"pass" doc:"True when every check passes."`
	Simplifications         string              `json:"simplifications" doc:"What this simplified method leaves out compared with a full ACCA Manual J calculation."`
	CodeReference           string              `json:"code_reference" doc:"The procedure this simplifies."`
}

const hvacManualJSimplifications = "Simplified steady-state method, not a full ACCA Manual J: conduction U·A·ΔT through the listed components and sensible infiltration 0.018·V·ACH·ΔT only. " +
	"Every component uses the outdoor-air ΔT (no buffer spaces, ground-coupled floors or slab-edge F-factors); no solar gain through glass, no CLTD/CLF for opaque surfaces, " +
	"no internal (people, appliance) or latent loads (add your estimate in additional_cooling_btuh), no duct losses, no ventilation air. " +
	"Equipment sizing under IRC M1401.3 needs a full ACCA Manual J load."

var hvacManualJ = Define(Definition[hvacManualJIn, hvacManualJOut]{
	Category:       "hvac",
	Kind:           "manual-j",
	Title:          "Whole-house heating and cooling load (simplified Manual J)",
	Summary:        "Simplified whole-house heating and cooling loads and tons from envelope conduction U·A·ΔT and infiltration 0.018·V·ACH·ΔT, with the indoor design temperatures checked against IECC R302.1 (ACCA Manual J, simplified; the omissions are listed in the output).",
	CodeReferences: []string{"ACCA Manual J", "IECC R302.1"},
	Compute: func(in hvacManualJIn) (hvacManualJOut, error) {
		// A design day no colder (or no hotter) than indoors drives no
		// conduction or infiltration load: ΔT stops at 0 rather than
		// refusing a schema-valid body (docs/decisions.md).
		dtHeat := max(0, in.IndoorHeatingF-in.OutdoorHeatingF)
		dtCool := max(0, in.OutdoorCoolingF-in.IndoorCoolingF)
		comps := make([]hvacComponentLoad, len(in.Components))
		var ua float64
		for i, c := range in.Components {
			u := c.AreaSqft * c.UFactor
			ua += u
			comps[i] = hvacComponentLoad{Kind: c.Kind, AreaSqft: c.AreaSqft, UFactor: c.UFactor, UA: u, HeatingBtuh: u * dtHeat, CoolingBtuh: u * dtCool}
		}
		vol := in.FloorAreaSqft * in.CeilingHeightFt
		heatCond, coolCond := ua*dtHeat, ua*dtCool
		heatInf := hvacAirHeatFactor * vol * in.InfiltrationACHHeat * dtHeat
		coolInf := hvacAirHeatFactor * vol * in.InfiltrationACHCool * dtCool
		heat := heatCond + heatInf
		cool := coolCond + coolInf + in.AdditionalCoolingBtuh
		checks := []Check{
			AtMost("indoor heating design temperature", in.IndoorHeatingF, hvacMaxHeatingIndoorF, "°F", "IECC R302.1"),
			AtLeast("indoor cooling design temperature", in.IndoorCoolingF, hvacMinCoolingIndoorF, "°F", "IECC R302.1"),
		}
		return hvacManualJOut{
			HeatingLoadBtuh:         heat,
			CoolingLoadBtuh:         cool,
			CoolingTons:             cool / hvacBtuhPerTon,
			HeatingConductionBtuh:   heatCond,
			HeatingInfiltrationBtuh: heatInf,
			CoolingConductionBtuh:   coolCond,
			CoolingInfiltrationBtuh: coolInf,
			AdditionalCoolingBtuh:   in.AdditionalCoolingBtuh,
			TotalUA:                 ua,
			VolumeCuft:              vol,
			HeatingDeltaTF:          dtHeat,
			CoolingDeltaTF:          dtCool,
			InfiltrationHeatingCFM:  vol * in.InfiltrationACHHeat / 60,
			InfiltrationCoolingCFM:  vol * in.InfiltrationACHCool / 60,
			AirHeatFactor:           hvacAirHeatFactor,
			Components:              comps,
			Checks:                  checks,
			Pass:                    AllPass(checks),
			Simplifications:         hvacManualJSimplifications,
			CodeReference:           "ACCA Manual J",
		}, nil
	},
})

// ---------------------------------------------------------------------------
// hvac/room-btu: ENERGY STAR room air conditioner sizing chart.

type hvacRoomBTUIn struct {
	AreaSqft  float64 `json:"area_sqft" calc:"required,min=100,lt=2000" doc:"Floor area of the room, square feet. The ENERGY STAR chart rows carried run from 100 up to 2,000 ft² (the 2,000–2,500 ft² row is not carried)."`
	Sun       string  `json:"sun" calc:"default=normal,enum=normal|shaded|sunny" doc:"Sun exposure: shaded (heavily shaded: −10 %), sunny (very sunny: +10 %) or normal."`
	Occupants int     `json:"occupants" calc:"default=2,min=1,max=20" doc:"People who regularly occupy the room; each one beyond two adds 600 Btu/h."`
	Kitchen   bool    `json:"kitchen" calc:"default=false" doc:"True when the unit cools a kitchen: adds 4,000 Btu/h."`
}

type hvacRoomBTUOut struct {
	RequiredBtuh         float64 `json:"required_btuh" calc:"places=0" doc:"Cooling capacity to look for: chart capacity × sun factor + occupant and kitchen additions, Btu/h."`
	ChartBtuh            float64 `json:"chart_btuh" calc:"places=0" doc:"Capacity the ENERGY STAR chart gives for the floor area, Btu/h."`
	ChartRowMinSqft      float64 `json:"chart_row_min_sqft" doc:"Lower bound of the chart row applied (inclusive), square feet."`
	ChartRowMaxSqft      float64 `json:"chart_row_max_sqft" doc:"Upper bound of the chart row applied (exclusive), square feet."`
	SunAdjustmentPct     float64 `json:"sun_adjustment_pct" doc:"Sun adjustment applied to the chart capacity, percent (−10, 0 or +10)."`
	OccupantAdditionBtuh float64 `json:"occupant_addition_btuh" calc:"places=0" doc:"600 Btu/h for each regular occupant beyond two."`
	KitchenAdditionBtuh  float64 `json:"kitchen_addition_btuh" calc:"places=0" doc:"4,000 Btu/h when the room is a kitchen, else 0."`
	CodeReference        string  `json:"code_reference" doc:"The sizing chart applied."`
}

var hvacRoomBTU = Define(Definition[hvacRoomBTUIn, hvacRoomBTUOut]{
	Category:       "hvac",
	Kind:           "room-btu",
	Title:          "Room air conditioner capacity",
	Summary:        "Cooling capacity for one room from the ENERGY STAR room air conditioner sizing chart (floor area → Btu/h) with its sun, occupant and kitchen adjustments (a rule-of-thumb stand-in for an ACCA Manual J room load).",
	CodeReferences: []string{"ACCA Manual J"},
	Compute: func(in hvacRoomBTUIn) (hvacRoomBTUOut, error) {
		row := hvacRoomACChart[len(hvacRoomACChart)-1]
		for _, r := range hvacRoomACChart {
			if in.AreaSqft >= r.MinSqft && in.AreaSqft < r.MaxSqft {
				row = r
				break
			}
		}
		var sunPct float64
		switch in.Sun {
		case "shaded":
			sunPct = -hvacRoomACSunPct
		case "sunny":
			sunPct = hvacRoomACSunPct
		}
		people := float64(max(0, in.Occupants-hvacRoomACBaseOccupants)) * hvacRoomACPerPersonBtuh
		var kitchen float64
		if in.Kitchen {
			kitchen = hvacRoomACKitchenAddBtuh
		}
		return hvacRoomBTUOut{
			RequiredBtuh:         row.Btuh*(1+sunPct/100) + people + kitchen,
			ChartBtuh:            row.Btuh,
			ChartRowMinSqft:      row.MinSqft,
			ChartRowMaxSqft:      row.MaxSqft,
			SunAdjustmentPct:     sunPct,
			OccupantAdditionBtuh: people,
			KitchenAdditionBtuh:  kitchen,
			CodeReference:        "ACCA Manual J",
		}, nil
	},
})

// ---------------------------------------------------------------------------
// hvac/duct-size: round duct diameter by the equal-friction method.
//
// Friction loss is the Darcy equation with the Altshul–Tsal friction factor,
// as given in the ASHRAE Handbook—Fundamentals, Duct Design chapter (I-P):
//
//	Re = 8.56 D V                                  (standard air; D in, V fpm)
//	f' = 0.11 (12 ε / D + 68 / Re)^0.25            (ε in ft)
//	f  = f' if f' ≥ 0.018, else 0.85 f' + 0.0028
//	Δp per 100 ft = (12 f · 100 / D) · ρ (V / 1097)²   (in. of water; ρ = 0.075 lb/ft³)
//
// The diameter whose Δp per 100 ft equals the design friction rate is found
// by bisection. The formulas reproduce the published ASHRAE/CYPE "Duct Design"
// worked example (studylib.net/doc/25535778): ε = 0.09 mm, Dh = 254.5 mm,
// V = 7.14 m/s → Re 120,727, f 0.0191, 2.3 Pa/m.

type hvacDuctSizeIn struct {
	AirflowCFM   float64 `json:"airflow_cfm" calc:"required,min=1,max=20000" doc:"Air flow the duct carries, ft³/min."`
	FrictionRate float64 `json:"friction_rate" calc:"required,min=0.01,max=1,unit=in. w.c./100 ft" doc:"Design friction rate (available static pressure per 100 ft of total effective length, ACCA Manual D), inches of water column per 100 ft."`
	RoughnessFt  float64 `json:"roughness_ft" calc:"default=0.0003,min=0.00001,max=0.03" doc:"Absolute roughness of the duct wall, feet. Default 0.0003 ft (0.09 mm): galvanized steel, the value of the ASHRAE Duct Design worked example."`
}

type hvacDuctSizeOut struct {
	DiameterIn          float64 `json:"diameter_in" calc:"places=2" doc:"Round duct diameter whose friction loss equals the design friction rate, inches."`
	NominalDiameterIn   int     `json:"nominal_diameter_in" doc:"diameter_in rounded up to the next whole inch."`
	VelocityFPM         float64 `json:"velocity_fpm" calc:"places=0,unit=ft/min" doc:"Air velocity at diameter_in, ft/min."`
	NominalVelocityFPM  float64 `json:"nominal_velocity_fpm" calc:"places=0,unit=ft/min" doc:"Air velocity in the nominal duct, ft/min."`
	NominalFrictionRate float64 `json:"nominal_friction_rate" calc:"places=4,unit=in. w.c./100 ft" doc:"Friction loss of the nominal duct, inches of water per 100 ft."`
	ReynoldsNumber      float64 `json:"reynolds_number" calc:"places=0" doc:"Reynolds number at diameter_in (8.56 D V)."`
	FrictionFactor      float64 `json:"friction_factor" calc:"places=4" doc:"Darcy friction factor at diameter_in (Altshul–Tsal)."`
	RoughnessFt         float64 `json:"roughness_ft" calc:"places=5" doc:"Absolute roughness applied, feet."`
	AirDensityPcf       float64 `json:"air_density_pcf" doc:"Air density applied: standard air, lb/ft³."`
	CodeReference       string  `json:"code_reference" doc:"The duct design procedure."`
}

// hvacDuctVelocity is the mean velocity (fpm) of q cfm in a round duct of d inches.
func hvacDuctVelocity(q, d float64) float64 { return q / (math.Pi * d * d / 4 / 144) }

// hvacDuctFriction returns the friction loss per 100 ft (in. w.c.), the
// Reynolds number and the friction factor of q cfm in a d-inch round duct.
func hvacDuctFriction(q, d, eps float64) (dp, re, f float64) {
	v := hvacDuctVelocity(q, d)
	re = 8.56 * d * v
	f = 0.11 * math.Pow(12*eps/d+68/re, 0.25)
	if f < 0.018 {
		f = 0.85*f + 0.0028
	}
	dp = 12 * f * 100 / d * hvacStdAirDensityPcf * (v / 1097) * (v / 1097)
	return dp, re, f
}

var hvacDuctSize = Define(Definition[hvacDuctSizeIn, hvacDuctSizeOut]{
	Category:       "hvac",
	Kind:           "duct-size",
	Title:          "Round duct size (equal friction)",
	Summary:        "Round duct diameter for an air flow at a design friction rate, by the Darcy equation with the Altshul–Tsal friction factor of the ASHRAE Handbook—Fundamentals (ACCA Manual D equal-friction method), with the velocity and friction of the next whole-inch size.",
	CodeReferences: []string{"ACCA Manual D"},
	Compute: func(in hvacDuctSizeIn) (hvacDuctSizeOut, error) {
		// Friction loss falls as the diameter grows: bisect on a log scale.
		// With 1 ≤ cfm ≤ 20,000 and 0.01 ≤ rate ≤ 1, the root lies in [0.1, 1000] in.
		lo, hi := math.Log(0.1), math.Log(1000)
		for range 200 {
			mid := (lo + hi) / 2
			if dp, _, _ := hvacDuctFriction(in.AirflowCFM, math.Exp(mid), in.RoughnessFt); dp > in.FrictionRate {
				lo = mid
			} else {
				hi = mid
			}
		}
		d := math.Exp((lo + hi) / 2)
		_, re, f := hvacDuctFriction(in.AirflowCFM, d, in.RoughnessFt)
		nominal := max(1, CeilCount(d))
		nomDp, _, _ := hvacDuctFriction(in.AirflowCFM, float64(nominal), in.RoughnessFt)
		return hvacDuctSizeOut{
			DiameterIn:          d,
			NominalDiameterIn:   nominal,
			VelocityFPM:         hvacDuctVelocity(in.AirflowCFM, d),
			NominalVelocityFPM:  hvacDuctVelocity(in.AirflowCFM, float64(nominal)),
			NominalFrictionRate: nomDp,
			ReynoldsNumber:      re,
			FrictionFactor:      f,
			RoughnessFt:         in.RoughnessFt,
			AirDensityPcf:       hvacStdAirDensityPcf,
			CodeReference:       "ACCA Manual D",
		}, nil
	},
})

// ---------------------------------------------------------------------------
// hvac/airflow: system CFM from tons, split over rooms by load.
//
// 400 CFM per ton is the nominal residential airflow (calculatehvacload.com
// and hvacloadcalculate.com: "CFM = Tons × 400", 3 tons → 1,200 CFM;
// 350 CFM/ton for variable-speed equipment). Each room's share is its load
// over the total: room CFM = system CFM × room load / Σ room loads, the
// ACCA Manual D room-airflow rule.

type hvacRoomLoadIn struct {
	LoadBtuh float64 `json:"load_btuh" calc:"required,min=1,max=1000000" doc:"The room's design load (cooling, or heating for a heating-dominated design), Btu/h (at least 1)."`
}

type hvacAirflowIn struct {
	SystemTons float64          `json:"system_tons" calc:"required,gt=0,max=60" doc:"Nominal cooling capacity of the equipment, tons (12,000 Btu/h each)."`
	CFMPerTon  float64          `json:"cfm_per_ton" calc:"default=400,min=300,max=500,unit=ft³/min per ton" doc:"Design airflow per ton, ft³/min per ton. Default 400, the nominal residential rate; use the equipment's published airflow (about 350 for variable-speed units) when known."`
	Rooms      []hvacRoomLoadIn `json:"rooms" calc:"items=0..100" doc:"Room loads, in any order; the system airflow is split in proportion to them. Omit for the system total only."`
}

type hvacRoomAirflow struct {
	LoadBtuh float64 `json:"load_btuh" doc:"The room's load, Btu/h."`
	SharePct float64 `json:"share_pct" calc:"places=1" doc:"The room's share of the total room load, percent."`
	CFM      float64 `json:"cfm" calc:"places=0" doc:"Supply airflow to the room, ft³/min."`
}

type hvacAirflowOut struct {
	SystemCFM         float64           `json:"system_cfm" calc:"places=0" doc:"System airflow: tons × CFM per ton, ft³/min."`
	CFMPerTonApplied  float64           `json:"cfm_per_ton_applied" calc:"unit=ft³/min per ton" doc:"Airflow per ton applied, ft³/min per ton."`
	SystemBtuh        float64           `json:"system_btuh" doc:"Nominal capacity: tons × 12,000, Btu/h."`
	TotalRoomLoadBtuh float64           `json:"total_room_load_btuh" doc:"Sum of the room loads, Btu/h (0 when no rooms are given)."`
	CFMPer1000Btuh    float64           `json:"cfm_per_1000_btuh" calc:"unit=ft³/min per 1000 Btu/h" doc:"System airflow per 1,000 Btu/h of room load (0 when no rooms are given)."`
	Rooms             []hvacRoomAirflow `json:"rooms" doc:"Each room's share and airflow, in input order."`
	CodeReference     string            `json:"code_reference" doc:"The airflow design procedure."`
}

var hvacAirflow = Define(Definition[hvacAirflowIn, hvacAirflowOut]{
	Category:       "hvac",
	Kind:           "airflow",
	Title:          "System and room airflow",
	Summary:        "System airflow from tons at a nominal 400 CFM per ton (or the equipment's rate), split over rooms in proportion to their loads as ACCA Manual D does.",
	CodeReferences: []string{"ACCA Manual D"},
	Compute: func(in hvacAirflowIn) (hvacAirflowOut, error) {
		sys := in.SystemTons * in.CFMPerTon
		var total float64
		for _, r := range in.Rooms {
			total += r.LoadBtuh
		}
		rooms := make([]hvacRoomAirflow, len(in.Rooms))
		var per1000 float64
		if total > 0 {
			per1000 = sys / total * 1000
			for i, r := range in.Rooms {
				rooms[i] = hvacRoomAirflow{LoadBtuh: r.LoadBtuh, SharePct: r.LoadBtuh / total * 100, CFM: sys * r.LoadBtuh / total}
			}
		}
		return hvacAirflowOut{
			SystemCFM:         sys,
			CFMPerTonApplied:  in.CFMPerTon,
			SystemBtuh:        in.SystemTons * hvacBtuhPerTon,
			TotalRoomLoadBtuh: total,
			CFMPer1000Btuh:    per1000,
			Rooms:             rooms,
			CodeReference:     "ACCA Manual D",
		}, nil
	},
})

// ---------------------------------------------------------------------------
// hvac/ventilation: ASHRAE 62.2 whole-dwelling ventilation rate.
//
// Q_tot = 0.03 A_floor + 7.5 (N_br + 1), N_br not less than one: ASHRAE 62.2
// Table 4.1a and its formula as reproduced in the Uniform Mechanical Code, Table
// E 605.1.3.1 and Equation E 605.1.3.1 ("[ASHRAE 62.2: TABLE 4.1a]"; e.g.
// 1,501–2,000 ft², 3 bedrooms: 90 cfm). The IRC's own rate table (M1505.4.3)
// is not carried: its values could not be confirmed.

type hvacVentilationIn struct {
	FloorAreaSqft float64 `json:"floor_area_sqft" calc:"required,gt=0,max=100000" doc:"Conditioned floor area of the dwelling unit, square feet."`
	Bedrooms      int     `json:"bedrooms" calc:"required,min=0,max=50" doc:"Number of bedrooms; counted as at least one."`
}

type hvacVentilationOut struct {
	RequiredCFM         float64 `json:"required_cfm" calc:"places=1" doc:"Total required whole-dwelling ventilation rate Q_tot, ft³/min (continuous)."`
	FloorAreaCFM        float64 `json:"floor_area_cfm" calc:"places=1" doc:"The floor-area term, 0.03 × floor area, ft³/min."`
	OccupantCFM         float64 `json:"occupant_cfm" calc:"places=1" doc:"The occupant term, 7.5 × (bedrooms + 1), ft³/min."`
	BedroomsCounted     int     `json:"bedrooms_counted" doc:"Bedrooms used: the input, but not less than one."`
	CFMPerSqftApplied   float64 `json:"cfm_per_sqft_applied" calc:"unit=ft³/min per ft²" doc:"Floor-area rate applied, ft³/min per ft²."`
	CFMPerPersonApplied float64 `json:"cfm_per_person_applied" calc:"unit=ft³/min per person" doc:"Occupant rate applied, ft³/min per person (occupants = bedrooms + 1)."`
	CodeReference       string  `json:"code_reference" doc:"The ventilation standard applied."`
}

var hvacVentilation = Define(Definition[hvacVentilationIn, hvacVentilationOut]{
	Category:       "hvac",
	Kind:           "ventilation",
	Title:          "Whole-dwelling mechanical ventilation rate",
	Summary:        "Continuous whole-dwelling mechanical ventilation airflow Q_tot = 0.03 × floor area + 7.5 × (bedrooms + 1) by ASHRAE 62.2 (the formula behind its Table 4.1a).",
	CodeReferences: []string{"ASHRAE 62.2"},
	Compute: func(in hvacVentilationIn) (hvacVentilationOut, error) {
		br := max(1, in.Bedrooms)
		area := hvacVentCFMPerSqft * in.FloorAreaSqft
		occ := hvacVentCFMPerOccupant * float64(br+1)
		return hvacVentilationOut{
			RequiredCFM:         area + occ,
			FloorAreaCFM:        area,
			OccupantCFM:         occ,
			BedroomsCounted:     br,
			CFMPerSqftApplied:   hvacVentCFMPerSqft,
			CFMPerPersonApplied: hvacVentCFMPerOccupant,
			CodeReference:       "ASHRAE 62.2",
		}, nil
	},
})

// ---------------------------------------------------------------------------
// hvac/efficiency: federal minimum check and annual operating cost.
//
// Annual energy follows from the rating's definition (SEER2 and HSPF2 are
// Btu delivered per watt-hour): kWh = capacity (Btu/h) × full-load hours /
// (rating × 1,000).

type hvacEfficiencyIn struct {
	Equipment          string  `json:"equipment" calc:"required,enum=split-ac|split-heat-pump|package-ac|package-heat-pump" doc:"Equipment class (single-phase, under 65,000 Btu/h)."`
	Region             string  `json:"region" calc:"default=north,enum=north|southeast|southwest" doc:"DOE region of the installation (split air conditioners have regional minimums)."`
	CoolingCapacity    float64 `json:"cooling_capacity_btuh" calc:"required,min=6000,lt=65000" doc:"Rated cooling capacity, Btu/h (federal residential standards cover units under 65,000 Btu/h)."`
	SEER2              float64 `json:"seer2" calc:"required,min=5,max=45" doc:"Rated SEER2 of the proposed unit (AHRI directory or EnergyGuide label)."`
	HSPF2              float64 `json:"hspf2" calc:"default=0,min=0,max=20" doc:"Rated HSPF2 of the proposed heat pump; required (> 0) for heat pumps, ignored otherwise."`
	EER2               float64 `json:"eer2" calc:"default=0,min=0,max=45" doc:"Rated EER2 of the proposed unit (AHRI directory); required (5 or more) for an air conditioner in the Southwest, whose regional standard adds an EER2 minimum; checked wherever given and a minimum applies, ignored otherwise."`
	CoolingHoursYr     float64 `json:"cooling_hours_yr" calc:"required,min=0,max=8760,unit=h/yr" doc:"Equivalent full-load cooling hours per year at the site."`
	HeatingHoursYr     float64 `json:"heating_hours_yr" calc:"default=0,min=0,max=8760,unit=h/yr" doc:"Equivalent full-load heating hours per year (heat pumps only)."`
	HeatingCapacity    float64 `json:"heating_capacity_btuh" calc:"default=0,min=0,max=100000" doc:"Rated heating capacity of the heat pump, Btu/h; 0 uses the cooling capacity."`
	ElectricityRateUSD float64 `json:"electricity_rate_usd" calc:"required,gt=0,max=5,unit=USD/kWh" doc:"Electricity price, US dollars per kWh."`
	CompareSEER2       float64 `json:"compare_seer2" calc:"default=0,min=0,max=45,zero_or_min=5" doc:"SEER2 of the unit to compare with (an existing or alternative unit); 0 compares with the federal minimum."`
	CompareHSPF2       float64 `json:"compare_hspf2" calc:"default=0,min=0,max=20,zero_or_min=3" doc:"HSPF2 of the heat pump to compare with; 0 compares with the federal minimum."`
}

type hvacEfficiencyOut struct {
	MinimumSEER2        float64 `json:"minimum_seer2" doc:"Federal minimum SEER2 for the equipment, region and capacity."`
	MinimumHSPF2        float64 `json:"minimum_hspf2" doc:"Federal minimum HSPF2 (heat pumps; 0 for air conditioners)."`
	MinimumEER2         float64 `json:"minimum_eer2" doc:"Southwest regional minimum EER2 (split AC 11.7 under 45,000 Btu/h, 11.2 from 45,000, 9.8 when rated 15.2 SEER2 or more; single-package AC 10.6); 0 where none applies (other regions, heat pumps)."`
	Checks              []Check `json:"checks" doc:"SEER2 (and HSPF2 for heat pumps, EER2 for Southwest air conditioners) against the federal minimum."`
	Pass                bool    `json:"pass" doc:"True when every check passes."`
	AnnualCoolingKWh    float64 `json:"annual_cooling_kwh" calc:"places=0" doc:"Proposed unit: capacity × cooling hours / (SEER2 × 1,000), kWh per year."`
	AnnualHeatingKWh    float64 `json:"annual_heating_kwh" calc:"places=0" doc:"Proposed heat pump: heating capacity × heating hours / (HSPF2 × 1,000), kWh per year (0 for air conditioners)."`
	AnnualCostUSD       float64 `json:"annual_cost_usd" calc:"places=2" doc:"Proposed unit's annual electricity cost, US dollars."`
	CompareSEER2Applied float64 `json:"compare_seer2_applied" doc:"SEER2 of the comparison unit (the federal minimum unless compare_seer2 was given)."`
	CompareHSPF2Applied float64 `json:"compare_hspf2_applied" doc:"HSPF2 of the comparison heat pump (0 for air conditioners)."`
	CompareCostUSD      float64 `json:"compare_cost_usd" calc:"places=2" doc:"Comparison unit's annual electricity cost for the same capacity and hours, US dollars."`
	AnnualSavingsUSD    float64 `json:"annual_savings_usd" calc:"places=2" doc:"compare_cost_usd − annual_cost_usd, US dollars per year (negative when the proposed unit costs more)."`
	CodeReference       string  `json:"code_reference" doc:"The federal regulation setting the minimums."`
}

func hvacIsHeatPump(equipment string) bool {
	return equipment == "split-heat-pump" || equipment == "package-heat-pump"
}

var hvacEfficiency = Define(Definition[hvacEfficiencyIn, hvacEfficiencyOut]{
	Category:       "hvac",
	Kind:           "efficiency",
	Title:          "Minimum efficiency check and operating cost",
	Summary:        "Checks a central air conditioner's or heat pump's SEER2 and HSPF2 against the federal minimums effective January 1, 2023 (10 CFR 430.32, by DOE region), and a Southwest air conditioner's EER2 against the regional EER2 minimum, and compares annual electricity cost with the minimum or another unit.",
	CodeReferences: []string{"10 CFR 430.32"},
	Rules: []Rule{{{"equipment=split-ac|package-ac"}, {"hspf2>=3"}},
		// The Southwest air-conditioner standard adds an EER2 minimum.
		{{"?region=north|southeast"}, {"equipment=split-heat-pump|package-heat-pump"}, {"eer2>=5"}}},
	Compute: func(in hvacEfficiencyIn) (hvacEfficiencyOut, error) {
		hp := hvacIsHeatPump(in.Equipment)
		if hp && in.HSPF2 == 0 {
			return hvacEfficiencyOut{}, Invalid("hspf2", "required", "a heat pump needs its rated HSPF2 (> 0)")
		}
		if hp && in.HSPF2 < 3 {
			return hvacEfficiencyOut{}, Invalid("hspf2", "minimum", "must be at least 3 for a heat pump")
		}
		if in.CompareSEER2 != 0 && in.CompareSEER2 < 5 {
			return hvacEfficiencyOut{}, Invalid("compare_seer2", "minimum", "must be 0 (federal minimum) or at least 5")
		}
		if hp && in.CompareHSPF2 != 0 && in.CompareHSPF2 < 3 {
			return hvacEfficiencyOut{}, Invalid("compare_hspf2", "minimum", "must be 0 (federal minimum) or at least 3")
		}
		minimum := hvacFederalMinimumFor(in.Equipment, in.Region, in.CoolingCapacity)
		checks := []Check{AtLeast("SEER2", in.SEER2, minimum.SEER2, "", "10 CFR 430.32")}
		minEER2 := hvacSouthwestMinimumEER2(in.Equipment, in.Region, in.CoolingCapacity, in.SEER2)
		if minEER2 > 0 {
			if in.EER2 < 5 {
				return hvacEfficiencyOut{}, Invalid("eer2", "required", "an air conditioner in the Southwest needs its rated EER2 (5 or more)")
			}
			checks = append(checks, AtLeast("EER2", in.EER2, minEER2, "", "10 CFR 430.32"))
		}
		heatCap := in.HeatingCapacity
		if heatCap == 0 {
			heatCap = in.CoolingCapacity
		}
		cmpSEER2, cmpHSPF2 := minimum.SEER2, minimum.HSPF2
		if in.CompareSEER2 > 0 {
			cmpSEER2 = in.CompareSEER2
		}
		coolKWh := in.CoolingCapacity * in.CoolingHoursYr / (in.SEER2 * 1000)
		cmpCoolKWh := in.CoolingCapacity * in.CoolingHoursYr / (cmpSEER2 * 1000)
		var heatKWh, cmpHeatKWh float64
		if hp {
			checks = append(checks, AtLeast("HSPF2", in.HSPF2, minimum.HSPF2, "", "10 CFR 430.32"))
			if in.CompareHSPF2 > 0 {
				cmpHSPF2 = in.CompareHSPF2
			}
			heatKWh = heatCap * in.HeatingHoursYr / (in.HSPF2 * 1000)
			cmpHeatKWh = heatCap * in.HeatingHoursYr / (cmpHSPF2 * 1000)
		} else {
			cmpHSPF2 = 0
		}
		cost := (coolKWh + heatKWh) * in.ElectricityRateUSD
		cmpCost := (cmpCoolKWh + cmpHeatKWh) * in.ElectricityRateUSD
		return hvacEfficiencyOut{
			MinimumSEER2:        minimum.SEER2,
			MinimumHSPF2:        minimum.HSPF2,
			MinimumEER2:         minEER2,
			Checks:              checks,
			Pass:                AllPass(checks),
			AnnualCoolingKWh:    coolKWh,
			AnnualHeatingKWh:    heatKWh,
			AnnualCostUSD:       cost,
			CompareSEER2Applied: cmpSEER2,
			CompareHSPF2Applied: cmpHSPF2,
			CompareCostUSD:      cmpCost,
			AnnualSavingsUSD:    cmpCost - cost,
			CodeReference:       "10 CFR 430.32",
		}, nil
	},
})
