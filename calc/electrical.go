package calc

import "fmt"

func electricalCalculators() []*Calculator {
	return []*Calculator{electricalPanelLoad}
}

// electrical/panel-load: NEC 220.82 optional method for a dwelling unit.
// docs/decisions.md records how connected and demand loads are formed.
type panelLoadIn struct {
	LivingAreaSqft    float64 `json:"living_area_sqft" calc:"required,gt=0,max=100000" doc:"Living area in square feet (220.82(B)(1): excludes open porches, unfinished spaces)."`
	ElectricRangeVA   float64 `json:"electric_range_va" calc:"default=0,min=0,max=100000" doc:"Nameplate rating of ranges, wall-mounted ovens and counter-mounted cooking units, VA."`
	ElectricDryerVA   float64 `json:"electric_dryer_va" calc:"default=0,min=0,max=100000" doc:"Nameplate rating of the clothes dryer, VA."`
	WaterHeaterVA     float64 `json:"water_heater_va" calc:"default=0,min=0,max=100000" doc:"Nameplate rating of water heaters, VA."`
	HVACVA            float64 `json:"hvac_va" calc:"default=0,min=0,max=200000" doc:"Heating or air-conditioning load counted at 100% under 220.82(C): the larger of the two when they do not run together, VA."`
	OtherAppliancesVA float64 `json:"other_appliances_va" calc:"default=0,min=0,max=200000" doc:"Other appliances fastened in place and permanently connected motors (dishwasher, disposal, EV charger...), nameplate VA (220.82(B)(3)-(4))."`
	NECEdition        string  `json:"nec_edition" calc:"default=2023,enum=2020|2023|2026" doc:"NEC edition to apply."`
}

type panelLoadOut struct {
	TotalConnectedVA         float64 `json:"total_connected_va" doc:"General load of 220.82(B) plus the HVAC load, before demand factors, VA."`
	DemandVA                 float64 `json:"demand_va" doc:"Calculated load: first 10 kVA of the general load at 100%, the remainder at 40%, plus the HVAC load at 100%, VA."`
	ServiceAmpsAt240V        float64 `json:"service_amps_at_240v" calc:"places=1" doc:"demand_va / 240, one decimal."`
	RecommendedServiceSize   string  `json:"recommended_service_size" doc:"Smallest NEC 240.6(A) standard rating that carries the load, never below 100A (NEC 230.79(C))."`
	NECEditionUsed           string  `json:"nec_edition_used" doc:"NEC edition applied."`
	GeneralLightingVAPerSqft float64 `json:"general_lighting_va_per_sqft" doc:"General lighting and receptacle load density applied, VA/ft²."`
	CodeReference            string  `json:"code_reference" doc:"The optional-method section."`
}

const (
	// NEC 220.82(B)(2): 1500 VA for each 20 A small-appliance branch circuit
	// and each laundry branch circuit; a dwelling has at least two and one
	// (NEC 210.11(C)(1), (C)(2)).
	smallApplianceAndLaundryVA = 3 * 1500
	// NEC 220.82(B): first 10 kVA at 100%, the remainder at 40%.
	generalLoadFullVA      = 10000
	generalLoadRemainderDF = 0.40
	// NEC 230.79(C): a one-family dwelling service is at least 100 A.
	minDwellingServiceA = 100
)

// standardAmpereRatings are the NEC 240.6(A) standard ratings from 100 A up
// (the same list in the 2020, 2023 and 2026 editions).
var standardAmpereRatings = []int{100, 110, 125, 150, 175, 200, 225, 250, 300, 350, 400, 450, 500, 600, 700, 800, 1000, 1200, 1600, 2000, 2500, 3000, 4000, 5000, 6000}

// lightingVAPerSqft by NEC edition (spec: 3 for 2020 and 2023, 2 for 2026).
func lightingVAPerSqft(edition string) float64 {
	if edition == "2026" {
		return 2
	}
	return 3
}

var electricalPanelLoad = Define(Definition[panelLoadIn, panelLoadOut]{
	Category:       "electrical",
	Kind:           "panel-load",
	Title:          "Dwelling service load (NEC optional method)",
	Summary:        "Connected and demand load of a dwelling unit by the NEC 220.82 optional method, service amperes at 240 V and the standard service rating to install.",
	CodeReferences: []string{"NEC 220.82"},
	Compute: func(in panelLoadIn) (panelLoadOut, error) {
		density := lightingVAPerSqft(in.NECEdition)
		general := in.LivingAreaSqft*density + smallApplianceAndLaundryVA +
			in.ElectricRangeVA + in.ElectricDryerVA + in.WaterHeaterVA + in.OtherAppliancesVA
		demand := min(general, generalLoadFullVA) + generalLoadRemainderDF*max(0, general-generalLoadFullVA) + in.HVACVA
		amps := demand / 240
		size := standardAmpereRatings[len(standardAmpereRatings)-1]
		for _, r := range standardAmpereRatings {
			if float64(r) >= amps && r >= minDwellingServiceA {
				size = r
				break
			}
		}
		return panelLoadOut{
			TotalConnectedVA:         general + in.HVACVA,
			DemandVA:                 demand,
			ServiceAmpsAt240V:        amps,
			RecommendedServiceSize:   fmt.Sprintf("%dA", size),
			NECEditionUsed:           in.NECEdition,
			GeneralLightingVAPerSqft: density,
			CodeReference:            "NEC 220.82",
		}, nil
	},
})
