package calc_test

import (
	"encoding/json"
	"errors"
	"math"
	"testing"

	"github.com/plumbline-api/plumbline/calc"
	"github.com/plumbline-api/plumbline/calc/calctest"
)

// FuzzRun feeds arbitrary bodies to every calculator. Each must answer with
// valid JSON whose numbers are finite, or with a SyntaxError or InputError:
// anything else (a panic, a non-finite result, another error) is a bug.
func FuzzRun(f *testing.F) {
	goldens, err := calctest.Load("testdata")
	if err != nil {
		f.Fatal(err)
	}
	for _, g := range goldens {
		f.Add(g.RequestBody())
	}
	f.Add([]byte(`{"length_ft":1e308,"width_ft":1e308,"depth_in":1e308}`))
	f.Add([]byte(`{"total_rise_in":0.0000001,"tread_depth_in":1e-300}`))
	f.Add([]byte(`{"living_area_sqft":100000,"electric_range_va":100000,"electric_dryer_va":100000,"water_heater_va":100000,"hvac_va":200000,"other_appliances_va":200000}`))
	// Issue 36 span tables: spacings and spans at and past the table edges.
	f.Add([]byte(`{"nominal_size":"2x12","spacing_in":24.0000001,"snow_load_psf":40,"back_span_ft":1e-300,"species_group":"redwood-cedar-ponderosa-red-pine"}`))
	f.Add([]byte(`{"beam_size":"3-2x12","joist_span_ft":18,"joist_cantilever_ft":0,"species_group":"southern-pine"}`))
	f.Add([]byte(`{"species":"spruce-pine-fir","grade":"3","nominal_size":"2x4","spacing_in":19.2,"dead_load_psf":20,"ground_snow_load_psf":70,"span_ft":40,"attic_storage":"limited","ceiling_attached":false}`))
	// Issue 36 electrical inputs at their edges (lists, enums and the 0 / -1 sentinels).
	f.Add([]byte(`{"floor_area_sqft":1e-9,"ranges_kw":[27,1.75000001],"fixed_appliances_va":[1e5,1e5,1e5,1e5],"fixed_appliances_120v_va":-1,"voltage_v":100,"hp":"1/6","voltage":"115","phase":"single","ocpd_a":6000,"ungrounded_size":"14","ungrounded_min_size":"500","size":"500","ambient_c":-40,"current_carrying_conductors":200,"service_a":1e-9}`))
	f.Add([]byte(`{"living_area_sqft":1500,"cooling_va":200000,"heat_pump_va":200000,"supplemental_heat_va":200000,"heat_pump_locked_out":true,"thermal_storage_va":0,"space_heating_va":200000,"space_heating_units":4,"nec_edition":"2026"}`))
	// Issue 36 gas pipe: both demands, a tiny heating value and the row edges.
	f.Add([]byte(`{"length_ft":60.0000001,"demand_cfh":1e-300,"demand_btuh":1e9,"heating_value_btu_per_cf":500,"pressure_drop_in_wc":0.5000001,"inlet_pressure":"less_than_2_psi","material":"schedule_40_metallic"}`))
	f.Add([]byte(`{"length_ft":200,"demand_btuh":794000,"heating_value_btu_per_cf":1000}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		for _, c := range calc.Builtin().All() {
			out, err := c.Run(nil, body)
			if err != nil {
				var syn *calc.SyntaxError
				var inv *calc.InputError
				if !errors.As(err, &syn) && !errors.As(err, &inv) {
					t.Fatalf("%s: %q gave an internal error: %v", c.Path, body, err)
				}
				continue
			}
			var v any
			if err := json.Unmarshal(out, &v); err != nil {
				t.Fatalf("%s: %q gave invalid JSON %s", c.Path, body, out)
			}
			assertFinite(t, c.Path, v)
		}
	})
}

func assertFinite(t *testing.T, path string, v any) {
	switch x := v.(type) {
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			t.Fatalf("%s: non-finite output", path)
		}
	case map[string]any:
		for _, e := range x {
			assertFinite(t, path, e)
		}
	case []any:
		for _, e := range x {
			assertFinite(t, path, e)
		}
	}
}
