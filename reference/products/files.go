package products

// The files this area reads, each mapped to a category and subcategory, and
// the columns that become specs. A spec key carries its unit; numbers are
// parsed as numbers and a value that is not one is a parse error, so a change
// in the publisher's export is caught at load instead of served as text.

type spec struct {
	Col    string // the column header as exported (trimmed)
	Key    string
	Unit   string
	Kind   string  // "number", "text", "boolean"
	Better string  // numbers: "higher", "lower" or ""
	Multi  bool    // text: a comma-separated list of values (see normalize.go)
	Scale  float64 // numbers: the factor from the export's unit to Unit (0: the same unit)
}

func num(col, key, unit, better string) spec {
	return spec{Col: col, Key: key, Unit: unit, Kind: "number", Better: better}
}
func text(col, key string) spec { return spec{Col: col, Key: key, Kind: "text"} }
func flag(col, key string) spec { return spec{Col: col, Key: key, Kind: "boolean"} }

// scaled is a numeric column converted into the one unit its quantity is
// served in (kBtu/h into Btu/h, a fraction into %): see normalize.go.
func scaled(col, key, unit, better string, scale float64) spec {
	s := num(col, key, unit, better)
	s.Scale = scale
	return s
}

// multi is a text column listing several values ("Natural Gas,Propane Gas").
func multi(col, key string) spec { return spec{Col: col, Key: key, Kind: "text", Multi: true} }

// fileDef is one ENERGY STAR export.
type fileDef struct {
	Path        string // under the products data folder (stored gzipped as Path.gz)
	Source      string // Source.ID
	Category    string
	Subcategory string
	ID          string // the publisher's row id column
	Brand       string
	Model       string
	ModelName   string // "" when the export has none
	Specs       []spec
	Lines       bool // ENERGY STAR Most Efficient window product lines (no SKU, no Unique ID)
}

const (
	src2020 = "energystar-csv-datasets4-snapshot-2020"
	src2021 = "energystar-benchmarking-tool-snapshot-2021"
	src2025 = "energystar-heet-snapshot-2025-06"
)

// Shared column sets.
var (
	colID       = "ENERGY STAR Unique ID"
	colBrand    = "Brand Name"
	colModel    = "Model Number"
	colName     = "Model Name"
	specAnnualE = num("Annual Energy Use (kWh/yr)", "annual_energy_kwh_per_yr", "kWh/yr", "lower")
	specLessFed = num("Percent Less Energy Use than US Federal Standard", "pct_less_energy_than_federal_std", "%", "higher")
	specRefrig  = text("Refrigerant Type", "refrigerant")
)

func es(source, file, cat, sub string, hasName bool, specs ...spec) fileDef {
	d := fileDef{Path: source + "/" + file, Source: source, Category: cat, Subcategory: sub,
		ID: colID, Brand: colBrand, Model: colModel, Specs: specs}
	if hasName {
		d.ModelName = colName
	}
	return d
}

var (
	furnaceSpecs = []spec{
		multi("Fuel Type", "fuel_type"),
		text("Furnace is ENERGY STAR Certified in", "certified_region"),
		num("Efficiency (AFUE)", "afue_pct", "%", "higher"),
		text("Capable of Two Way Communication?", "two_way_communication"),
		flag("Can Integrate Hot Water Heating", "integrates_hot_water_heating"),
	}
	geoSpecs2020 = []spec{
		text("Type", "type"),
		num("COP Rating", "cop", "W/W", "higher"),
		num("Energy Efficiency (EER)", "eer_btu_per_wh", "Btu/Wh", "higher"),
	}
	geoSpecs2021 = append(append([]spec{}, geoSpecs2020...), specRefrig)
	roofSpecs    = []spec{
		text("Product Type", "product_type"),
		num("Initial Solar Reflectance", "initial_solar_reflectance", "fraction", "higher"),
		num("Solar Reflectance after 3 years", "solar_reflectance_3yr", "fraction", "higher"),
		num("Initial Emissivity", "initial_thermal_emittance", "fraction", "higher"),
		flag("Low Slope?", "low_slope"),
		flag("Steep Slope?", "steep_slope"),
		flag("Roof Cleaned Prior to 3rd Year Test", "cleaned_before_3yr_test"),
		text("Warranty Period (yrs)", "warranty"),
	}
	lchvacSpecs = []spec{
		text("Type", "type"),
		scaled("Cooling Capacity (kBtu/h)", "cooling_capacity_btu_per_hr", "Btu/h", "", 1000),
		text("Heating Section Type", "heating_section_type"),
		num("EER Rating (Btu/Wh)", "eer_btu_per_wh", "Btu/Wh", "higher"),
		num("IEER Rating (Btu/Wh)", "ieer_btu_per_wh", "Btu/Wh", "higher"),
		num("COP Rating at 47°F", "cop_at_47f", "W/W", "higher"),
		num("COP Rating at 17°F", "cop_at_17f", "W/W", "higher"),
	}
	dehumSpecs2021 = []spec{
		text("Dehumidifier Type", "type"),
		num("Dehumidifier Efficiency (Integrated Energy Factor - L/kWh)", "ief_l_per_kwh", "L/kWh", "higher"),
		num("Dehumidifier Water Removal Capacity (pints/day)", "capacity_pints_per_day", "pints/day", ""),
		num("Whole-home Dehumidifier Case Volume (ft3)", "case_volume_cu_ft", "ft³", ""),
	}
	dehumSpecs2025 = []spec{
		text("Dehumidifier Type", "type"),
		num("Dehumidifier Efficiency (Integrated Energy Factor - L/kWh)", "ief_l_per_kwh", "L/kWh", "higher"),
		num("Dehumidifier Water Removal Capacity (pints/day)", "capacity_pints_per_day", "pints/day", ""),
		num("Whole-home Dehumidifier Case Volume (cu. ft.)", "case_volume_cu_ft", "ft³", ""),
		num("Annual Energy Consumption (kWh/year)", "annual_energy_kwh_per_yr", "kWh/yr", "lower"),
		specRefrig,
	}
	washerSpecs2021 = []spec{
		text("Load Configuration", "load_configuration"),
		num("Volume (cu. ft.)", "capacity_cu_ft", "ft³", ""),
		num("Integrated Modified Energy Factor (IMEF)", "imef_cu_ft_per_kwh_cycle", "ft³/kWh/cycle", "higher"),
		specAnnualE,
		num("Integrated Water Factor (IWF)", "iwf_gal_per_cycle_cu_ft", "gal/cycle/ft³", "lower"),
		num("Annual Water Use (gallons/yr)", "annual_water_gal_per_yr", "gal/yr", "lower"),
	}
	dryerSpecs = []spec{
		num("Drum Capacity (cu-ft)", "drum_capacity_cu_ft", "ft³", ""),
		num("Combined Energy Factor (CEF)", "cef_lb_per_kwh", "lb/kWh", "higher"),
		num("Estimated Annual Energy Use (kWh/yr)", "annual_energy_kwh_per_yr", "kWh/yr", "lower"),
		text("Vented or Ventless", "venting"),
	}
	dishSpecs = []spec{
		text("Type", "type"),
		specAnnualE,
		num("Water Use (gallons/cycle)", "water_gal_per_cycle", "gal/cycle", "lower"),
		num("% Better than US Federal Standard (kWh/yr)", "pct_better_than_federal_std_energy", "%", "higher"),
	}
)

// files lists every export read, oldest snapshot first: a newer snapshot's
// row replaces an older one with the same publisher id.
var files = []fileDef{
	// 2020 snapshot (May 2020).
	es(src2020, "ENERGY_STAR_Certified_Furnaces.csv", "hvac", "furnaces", true, furnaceSpecs...),
	es(src2020, "ENERGY_STAR_Certified_Geothermal_Heat_Pumps.csv", "hvac", "geothermal_heat_pumps", true, geoSpecs2020...),
	es(src2020, "ENERGY_STAR_Certified_Light_Commercial_HVAC.csv", "hvac", "light_commercial_hvac", true, lchvacSpecs...),
	es(src2020, "ENERGY_STAR_Certified_Roof_Products.csv", "roofing", "roof_products", true, roofSpecs...),
	func() fileDef {
		d := es(src2020, "ENERGY_STAR_Certified_Pool_Pumps.csv", "plumbing", "pool_pumps", true,
			text("Product Type", "product_type"),
			text("Motor Design", "motor_design"),
			num("Reported WEF (kgal/kWh)", "wef_kgal_per_kwh", "kgal/kWh", "higher"),
			num("Rated Horsepower (HP)", "rated_hp", "hp", ""),
			num("Hydraulic Horsepower (HHP)", "hydraulic_hp", "hp", ""),
		)
		d.ID = "PD_ID"
		return d
	}(),

	// 2021 snapshot (March 2021).
	es(src2021, "ENERGY_STAR_Certified_Furnaces.csv", "hvac", "furnaces", true, furnaceSpecs...),
	es(src2021, "ENERGY_STAR_Certified_Geothermal_Heat_Pumps.csv", "hvac", "geothermal_heat_pumps", true, geoSpecs2021...),
	es(src2021, "ENERGY_STAR_Certified_Light_Commercial_HVAC.csv", "hvac", "light_commercial_hvac", true, lchvacSpecs...),
	es(src2021, "ENERGY_STAR_Certified_Roof_Products.csv", "roofing", "roof_products", true, roofSpecs...),
	es(src2021, "ENERGY_STAR_Certified_Boilers.csv", "hvac", "boilers", true,
		text("Product Type", "product_type"),
		multi("Fuel Type", "fuel_type"),
		num("Efficiency (AFUE)", "afue_pct", "%", "higher"),
		flag("Can Integrate Hot Water Heating", "integrates_hot_water_heating"),
	),
	es(src2021, "ENERGY_STAR_Certified_Commercial_Boilers.csv", "hvac", "commercial_boilers", true,
		scaled("Full Load Input Rate (kBtu/hr)", "input_rate_btu_per_hr", "Btu/h", "", 1000),
		num("Thermal Efficiency (%)", "thermal_efficiency_pct", "%", "higher"),
		num("Turndown Ratio", "turndown_ratio", "ratio", "higher"),
		text("Control Type", "control_type"),
		text("Application", "application"),
	),
	es(src2021, "ENERGY_STAR_Certified_Room_Air_Conditioners.csv", "hvac", "room_air_conditioners", false,
		num("Cooling Capacity (Btu/hr)", "cooling_capacity_btu_per_hr", "Btu/h", ""),
		text("Type", "type"),
		flag("Reverse Cycle", "reverse_cycle"),
		text("Casement Window", "casement_window"),
		text("Product Class", "product_class"),
		num("Energy Efficiency Ratio (EER)", "eer_btu_per_wh", "Btu/Wh", "higher"),
		num("Combined Energy Efficiency Ratio (CEER)", "ceer_btu_per_wh", "Btu/Wh", "higher"),
		specLessFed,
		specAnnualE,
		specRefrig,
	),
	func() fileDef {
		d := es(src2021, "ENERGY_STAR_Certified_Smart_Thermostats.csv", "hvac", "smart_thermostats", true,
			text("Thermostat Brand Name", "thermostat_brand"),
			text("Thermostat Model Number", "thermostat_model_number"),
			num("Static Temperature Accuracy (±°F)", "temperature_accuracy_f", "°F", "lower"),
			num("Standby Power (W)", "standby_power_w", "W", "lower"),
			num("Time to Enter Standby (s)", "time_to_standby_s", "s", "lower"),
			text("Thermostat Communication Method", "communication_method"),
		)
		d.Brand, d.Model, d.ModelName = "Service Brand Name", "Service Model Number", "Service Model Name"
		return d
	}(),
	es(src2021, "ENERGY_STAR_Certified_Dehumidifiers.csv", "hvac", "dehumidifiers", true, dehumSpecs2021...),
	es(src2021, "ENERGY_STAR_Certified_Water_Heaters.csv", "plumbing", "water_heaters", true,
		text("Type", "type"),
		multi("Fuel", "fuel_type"),
		text("Vent Type", "vent_type"),
		num("Storage Volume (gallons)", "storage_volume_gal", "gal", ""),
		num("Uniform Energy Factor (UEF)", "uef", "UEF", "higher"),
		num("First Hour Rating at 125°F outlet temp (gallons/hr)", "first_hour_rating_gal_per_hr", "gal/h", "higher"),
		num("Maximum Gallons Per Minute over 67°F rise", "max_gpm_at_67f_rise", "gal/min", "higher"),
		num("Input Rate (BTU/hr)", "input_rate_btu_per_hr", "Btu/h", ""),
		scaled("Input (kW)", "electric_input_w", "W", "", 1000),
		num("Electric Usage at 125°F outlet temp (kWh/yr)", "annual_energy_kwh_per_yr", "kWh/yr", "lower"),
		num("Therms Per Year at 125°F outlet temp", "annual_gas_therms_per_yr", "therm/yr", "lower"),
		num("Recovery Efficiency per UEF test method (%)", "recovery_efficiency_pct", "%", "higher"),
		num("Solar Energy Factor (SEF)", "solar_energy_factor", "SEF", "higher"),
		num("Solar Collector Panel Area (sq feet)", "solar_collector_area_sqft", "ft²", ""),
	),
	es(src2021, "ENERGY_STAR_Certified_Commercial_Water_Heaters.csv", "plumbing", "commercial_water_heaters", true,
		text("Type", "type"),
		multi("Fuel Type", "fuel_type"),
		text("Vent Type", "vent_type"),
		num("Storage Volume (gallons)", "storage_volume_gal", "gal", ""),
		scaled("Max Heat Output (kBtu/hr)", "max_heat_output_btu_per_hr", "Btu/h", "", 1000),
		scaled("Input Rate  - Gas-fired (kBtu/hr)", "input_rate_btu_per_hr", "Btu/h", "", 1000),
		scaled("Thermal Efficiency (TE)", "thermal_efficiency_pct", "%", "higher", 100),
		num("Standby Loss (Btu/hr)", "standby_loss_btu_per_hr", "Btu/h", "lower"),
		num("Coefficient of Performance (COPh)", "cop_heating", "W/W", "higher"),
	),
	es(src2021, "ENERGY_STAR_Certified_Ventilating_Fans.csv", "electrical", "ventilating_fans", true,
		text("Type", "type"),
		text("Number of Speeds", "speeds"),
		text("Duct Size", "duct_size"),
		text("Sound Level (sones)", "sound_level_sones_range"),
		num("Bathroom and Utility Room Sound Level (sones) at 0.25 in. w.g.", "sound_at_0_25_in_wg_sones", "sone", "lower"),
		num("Bathroom and Utility Room Airflow at 0.25 in. w.g.", "airflow_at_0_25_in_wg_cfm", "cfm", ""),
		num("Airflow 1 (cfm)", "airflow_cfm", "cfm", ""),
		num("Efficacy 1 (cfm/Watt)", "efficacy_cfm_per_watt", "cfm/W", "higher"),
		flag("Lighting", "has_lighting"),
	),
	es(src2021, "ENERGY_STAR_Certified_Ceiling_Fans.csv", "electrical", "ceiling_fans", true,
		multi("Indoor/Outdoor", "indoor_outdoor"),
		text("Product Type", "product_type"),
		num("Blade Span (Diameter) (in.)", "blade_span_in", "in", ""),
		num("Ceiling Fan Efficiency (CFM/W)", "efficiency_cfm_per_watt", "cfm/W", "higher"),
		num("Fan Power Consumption-Low Speed (W)", "low_speed_power_w", "W", "lower"),
		num("Fan Power Consumption-High Speed (W)", "high_speed_power_w", "W", "lower"),
		num("Fan Power Consumption-Standby (W)", "standby_power_w", "W", "lower"),
		text("Ceiling Fan Components Warranty (Years)", "warranty"),
		num("Total Light Output (lumens)", "light_output_lumens", "lm", ""),
	),
	es(src2021, "ENERGY_STAR_Certified_Storm_Windows.csv", "windows", "storm_windows", true,
		text("Product Type", "product_type"),
		text("ENERGY STAR Storm Window Zone", "climate_zone"),
		text("Operator type", "operator_type"),
		text("Frame Material", "frame_material"),
		text("Glazing Material", "glazing_material"),
		num("Number of glazing layers", "glazing_layers", "count", ""),
		num("Emissivity", "emissivity", "fraction", "lower"),
		num("Solar Transmittance", "solar_transmittance", "fraction", ""),
		num("AERC 1.2 Air Leakage Rating", "air_leakage_cfm_per_sqft", "cfm/ft²", "lower"),
	),
	{Path: src2021 + "/ME_Windows.csv", Source: src2021, Category: "windows", Subcategory: "most_efficient_window_lines",
		ID: "Product Line CPD Number", Brand: "ENERGY STAR Partner Name", Model: "Product Line CPD Number", ModelName: "Product Line Name", Lines: true,
		Specs: []spec{
			text("Operator Type", "operator_type"),
			text("Frame Material", "frame_material"),
			num("Min. U-Factor", "u_factor_min_btu_per_hr_sqft_f", "Btu/(h·ft²·°F)", "lower"),
			num("Max. U-Factor", "u_factor_btu_per_hr_sqft_f", "Btu/(h·ft²·°F)", "lower"),
			num("Min. SHGC", "shgc_min", "fraction", ""),
			num("Max. SHGC", "shgc", "fraction", ""),
			flag("Qualified Northern Zone", "qualified_northern_zone"),
			flag("Qualified North-Central Zone", "qualified_north_central_zone"),
			flag("Qualified South-Central Zone", "qualified_south_central_zone"),
			flag("Qualified Southern Zone", "qualified_southern_zone"),
			text("Performance Grade", "performance_grade"),
		}},
	es(src2021, "ENERGY_STAR_Certified_Residential_Refrigerators.csv", "appliances", "refrigerators", false,
		text("Type", "type"),
		num("Capacity (Total Volume) (ft3)", "capacity_cu_ft", "ft³", ""),
		specAnnualE, specLessFed),
	es(src2021, "ENERGY_STAR_Certified_Residential_Freezers.csv", "appliances", "freezers", false,
		text("Type", "type"),
		num("Capacity (Total Volume) (ft3)", "capacity_cu_ft", "ft³", ""),
		specAnnualE, specLessFed),
	es(src2021, "ENERGY_STAR_Certified_Residential_Dishwashers.csv", "appliances", "dishwashers", false, dishSpecs...),
	es(src2021, "ENERGY_STAR_Certified_Residential_Clothes_Washers.csv", "appliances", "clothes_washers", false, washerSpecs2021...),
	es(src2021, "ENERGY_STAR_Certified_Residential_Clothes_Dryers.csv", "appliances", "clothes_dryers", true,
		append([]spec{text("Type", "type")}, dryerSpecs...)...),
	es(src2021, "ENERGY_STAR_Certified_Version_2.0_Room_Air_Cleaners.csv", "appliances", "room_air_cleaners", true,
		num("Room Size (sq.ft.)", "room_size_sqft", "ft²", ""),
		num("Smoke-Free Clean Air Delivery Rate (cfm)", "smoke_cadr_cfm", "cfm", "higher"),
		num("Smoke-Free Clean Air Delivery Rate per Watt", "smoke_cadr_cfm_per_watt", "cfm/W", "higher"),
		num("Annual Energy Use (kWh/year)", "annual_energy_kwh_per_yr", "kWh/yr", "lower"),
	),

	// 2025 snapshot (2025-06-07).
	es(src2025, "ENERGY_STAR_Certified_Dehumidifiers_20250607.csv", "hvac", "dehumidifiers", true, dehumSpecs2025...),
	es(src2025, "ENERGY_STAR_Certified_Light_Fixtures_-_Downlights_20250607.csv", "electrical", "downlights", true,
		multi("Indoor/Outdoor", "indoor_outdoor"),
		text("Fixture Type", "fixture_type"),
		num("Total Light Output (lumens)", "light_output_lumens", "lm", ""),
		num("Total Input Power (Watts)", "input_power_w", "W", "lower"),
		num("Energy Efficiency (lumens/Watt)", "efficacy_lm_per_w", "lm/W", "higher"),
		text("Appearance/Correlated Color Temperature (Kelvin)", "cct_k"),
		num("Color Quality (CRI)", "cri", "CRI", "higher"),
		num("Light Source Life (hours)", "life_hours", "h", "higher"),
		num("Standby Power Consumption (Watts)", "standby_power_w", "W", "lower"),
		multi("Can Size(s) (inches)", "can_sizes_in"),
		multi("Can Rating(s)", "can_rating"),
		text("Light Source Connection/Base Type", "base_type"),
		num("Power Factor", "power_factor", "fraction", "higher"),
	),
	es(src2025, "ENERGY_STAR_Certified_Residential_Clothes_Dryers_20250607.csv", "appliances", "clothes_dryers", true,
		append([]spec{text("Product Type", "type"), multi("Fuel Type", "fuel_type")}, dryerSpecs...)...),
	es(src2025, "ENERGY_STAR_Certified_Residential_Clothes_Washers_20250607.csv", "appliances", "clothes_washers", false, washerSpecs2021...),
	es(src2025, "ENERGY_STAR_Certified_Residential_Dishwashers_20250607.csv", "appliances", "dishwashers", false,
		append([]spec{num("Capacity - Maximum Number of Place Settings", "place_settings", "count", "")}, dishSpecs...)...),
	es(src2025, "ENERGY_STAR_Certified_Res-Combo-Washer-Dryer_20250607.csv", "appliances", "combination_washer_dryers", false,
		append(append([]spec{}, washerSpecs2021...),
			num("Combined Energy Factor (CEF) for the dryer in a Combination All-in-One Washer-Dryer", "cef_lb_per_kwh", "lb/kWh", "higher"))...),
}
