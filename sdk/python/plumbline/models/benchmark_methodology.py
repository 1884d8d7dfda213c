from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.benchmark_methodology_changelog_item import BenchmarkMethodologyChangelogItem
  from ..models.benchmark_methodology_confidence import BenchmarkMethodologyConfidence
  from ..models.benchmark_methodology_project_types_item import BenchmarkMethodologyProjectTypesItem
  from ..models.benchmark_methodology_scope_norms import BenchmarkMethodologyScopeNorms
  from ..models.benchmark_methodology_sources_item import BenchmarkMethodologySourcesItem
  from ..models.benchmark_methodology_tiers import BenchmarkMethodologyTiers





T = TypeVar("T", bound="BenchmarkMethodology")



@_attrs_define
class BenchmarkMethodology:
    """ 
        Example:
            {'changelog': [{'change': "Five more types are live after `plumbline data pull ahs-national`, priced as
                kitchen_remodel_midrange is (survey-weighted p25/p50/p75 of professionally done AHS jobs with a reported cost,
                national and by Census division, escalated by PPI WPUIP232100): roof_replacement (JOBTYPE 16, added or replaced
                roofing), siding_replacement (17, siding), flooring_replacement (25, carpeting, flooring, paneling, ceiling
                tiles or drywall), deck_addition (15, porch, deck, patio, or terrace) and garage_addition (14, attached garage
                or carport). The codes' meanings are the AHS codebook's labels for 2015–2023 as two unrelated public readers of
                project.csv quote them. Each answer's missing.scope says how the code's jobs differ from the type's scope norm
                (no size, no material; what else a code counts). Codes 18 (doors or windows) and 23 (electrical) are not used:
                REMDB prices window_replacement and electrical_panel_upgrade by the unit. In the bundle the five types stay
                coming_soon and name the pull.", 'date': '2026-11-26', 'version': '1.4.0'}, {'change': "new_construction_sfh: a
                place is priced at the Census SOC median contract price per ft² of its Census region, a tier or a metro at its
                regions' medians weighted by its Census BPS 2024 1-unit permits; the national tier keeps the US median. The BPS
                value per 1-unit permit no longer indexes the price: tested against the SOC regional prices
                (TestPermitIndexAgainstSOC) it errs by more than the within-region differences it would add, being a value per
                house (it grows with house size). It is shown in inputs as permit_value_index_not_applied, and not at all for a
                place with fewer than 28 1-unit permits (permit_small_sample). A county with no 1-unit permit in 2024 is now
                priced at its region's median (before: not_carried).", 'date': '2026-11-26', 'version': '1.3.0'}, {'change':
                "Pulled releases make types live: window_replacement and electrical_panel_upgrade from NREL REMDB 2024's whole
                Machine Read sheet (`plumbline data pull remdb-2024`; the row the scope norm selects, at the norm's metric and
                quantity, escalated by the norm's PPI series), and kitchen_remodel_midrange and bath_remodel_midrange from the
                American Housing Survey's home-improvement jobs (`plumbline data pull ahs-national`; survey-weighted p25/p50/p75
                of professionally done jobs, national and by Census division, escalated by PPI WPUIP232100). A pulled REMDB
                sheet stands in for the bundled subset in hvac_replacement (same row, same figure). In the bundle those four
                types stay coming_soon and name the pull.", 'date': '2026-11-26', 'version': '1.2.0'}, {'change':
                "new_construction_sfh gains durations: duration_days_p25/p50/p75 (and months) from start to completion of new
                single-family houses built for sale and sold, completed in the SOC file's year, as survey-weighted quantiles of
                the Census SOC public-use microdata (bundled: the 2020 file's extract; a `data pull soc-puf` of a complete later
                file replaces it); the national tier carries the national figure, benchmarks_local the place's Census division
                figure, metro-size tiers none (the file has no metro geography). Places now name their Census division.",
                'date': '2026-11-26', 'version': '1.1.0'}, {'change': 'First version: new_construction_sfh (Census SOC median
                $/ft² × 2,000 ft², tiers indexed by Census BPS 2024 value per 1-unit building) and hvac_replacement (NREL REMDB
                2024 ducted heat pump regression at the hvac/manual-j size of a reference house, escalated by PPI
                PCU23822X23822X); the other 13 types coming_soon.', 'date': '2026-11-24', 'version': '1.0.0'}], 'confidence':
                {'derived': 'computed from measured statistics and curated scope quantities by a stated formula',
                'derived_industry_method': "a published cost model (e.g. NREL REMDB's regression) evaluated at our scope
                quantities", 'interpolated': 'filled between measured points (not used in this version)', 'measured': 'read
                directly from a published statistic'}, 'dataset_version': '4c01c6f638acf3da', 'limitations': ["Durations:
                new_construction_sfh only, from SOC houses built for sale and sold (contractor-built houses on the owner's land,
                which usually take longer, and owner-built houses are not in them; the cost figure's contract price covers
                those, so cost and duration describe different houses); month granularity (a house started and completed in the
                same month counts 0 months; each quantile may be a month off either way); national and Census-division geography
                only (no metro, county or metro-size tier has a duration); the bundled extract keeps only houses sold by the
                time the 2020 file was made.", 'No labor/materials split and no labor hours: no cited productivity source is
                held; the cost sources are installed totals. Wages are shown by benchmarks_local but not applied.',
                "new_construction_sfh: the SOC table gives a median and an average, no quartiles, so p25/p75 are null; the 2,000
                ft² floor area is curated, not the Census median; the SOC figure is for contractor-built houses on the owner's
                land.", "new_construction_sfh geography: the SOC measures the price per ft² for the nation and the four Census
                regions only, so every place of a region gets its region's figure (Manhattan and rural New York alike), and the
                metro-size tiers differ only by the regional mix of their 1-unit permits (about 2 %, below the SOC medians' own
                sampling error); no held source measures a price below the region. The BPS value per 1-unit permit was tested as
                a finer index and rejected (docs/decisions.md, Benchmarks); counties the geography does not know (e.g.
                Connecticut planning regions) count in the nation and their region only.", "hvac_replacement: national only
                (REMDB has no regional factor); REMDB low/mid/high are roughly the 10th/50th/90th percentiles (not verified
                against NREL's documentation) and are shown as cost_usd_low/p50/high, not as quartiles; the reference house's
                design temperatures, infiltration and some U-factors are curated assumptions (see the scope norm's source
                column).", 'The SOC extract and the REMDB subset were transcribed from text copies; re-verify against the Census
                xls and the REMDB workbook when reachable.', 'window_replacement and electrical_panel_upgrade (live after
                `plumbline data pull remdb-2024`): the scope norm picks the row by its Name and a metric matched as a substring
                (a U-factor for windows, amperage for panels), which could not be checked against the real workbook here; if the
                real rows are priced otherwise the type stays coming_soon and names the rows it found. National only.', "The
                AHS-priced types (live after `plumbline data pull ahs-national`: kitchen_remodel_midrange 13,
                bath_remodel_midrange 12, roof_replacement 16, siding_replacement 17, flooring_replacement 25, deck_addition 15,
                garage_addition 14): household-reported costs of every professionally done job of the JOBTYPE code, whatever its
                size or material (AHS does not size or grade a job); flooring's code also counts paneling, ceiling tiles and
                drywall, deck's porches, patios and terraces, garage's carports; quartiles use the final weight only (no
                replicate-weight standard errors); PPI WPUIP232100 is an input-cost index for residential maintenance and
                repair, not a contractor output price. The code labels are the codebook's as public readers of the file quote
                it; the Census codebook itself was not reachable here. kitchen_remodel_major, bath_remodel_major,
                exterior_painting and basement_finish have no code of their own and stay coming_soon."], 'methodology_id':
                'plumbline-benchmarks', 'methodology_version': '1.4.0', 'project_types': [{'formula': "cost_usd_p50 =
                usd_per_sqft × floor_area_sqft (scope norm); usd_per_sqft = Σ_r weight_r × soc_median_usd_per_sqft(Census region
                r, latest start year), weight_r = the tier's or place's Census BPS 2024 1-unit units in region r ÷ its units in
                every region (a county: 1 for its state's region); national tier: the US median. The BPS value per 1-unit
                building is shown (permit_value_index_not_applied), not applied. duration_months_pP = min{m : Σ WEIGHT of houses
                with COMP − STRT ≤ m ≥ P/100 × Σ WEIGHT} over SOC houses with a start, completion and sale month, completed in
                the file's year (the nation, or the place's Census division: DIV); duration_days_pP = round(duration_months_pP ×
                30.4375).", 'project_type': 'new_construction_sfh', 'status': 'live'}, {'formula': "After `data pull ahs-
                national`: cost_usd_p25/p50/p75 = survey-weighted quartiles (household WEIGHT; the smallest cost whose
                cumulative weight reaches 25/50/75%) of JOBCOST over the AHS project file's jobs with JOBTYPE 13, JOBDIY = 2
                (not do-it-yourself) and a reported cost, × PPI(WPUIP232100, latest) ÷ mean(PPI(WPUIP232100, the two calendar
                years before the survey year)). National; Census divisions by benchmarks_local. A cell needs 30 such jobs.",
                'missing': "the bundle holds no installed-cost source for this scope; the American Housing Survey's home-
                improvement jobs price it, but its public-use file is not bundled; no duration source; run `plumbline data pull
                ahs-national` then `plumbline import` to make it live", 'project_type': 'kitchen_remodel_midrange', 'status':
                'coming_soon'}, {'missing': 'no public, non-proprietary installed-cost source for this scope is held (searched:
                REMDB 2024 full workbook, Census C30 detail, city permit microdata; RSMeans/NAHB/Cost vs Value refused); no
                duration source either (the Census SOC times new houses only)', 'project_type': 'kitchen_remodel_major',
                'status': 'coming_soon'}, {'formula': 'As kitchen_remodel_midrange, with JOBTYPE 12.', 'missing': "the bundle
                holds no installed-cost source for this scope; the American Housing Survey's home-improvement jobs price it, but
                its public-use file is not bundled; no duration source; run `plumbline data pull ahs-national` then `plumbline
                import` to make it live", 'project_type': 'bath_remodel_midrange', 'status': 'coming_soon'}, {'missing': 'no
                public, non-proprietary installed-cost source for this scope is held (searched: REMDB 2024 full workbook, Census
                C30 detail, city permit microdata; RSMeans/NAHB/Cost vs Value refused); no duration source either (the Census
                SOC times new houses only)', 'project_type': 'bath_remodel_major', 'status': 'coming_soon'}, {'formula': 'As
                kitchen_remodel_midrange, with JOBTYPE 16 (added or replaced roofing).', 'missing': "the bundle holds no
                installed-cost source for this scope; the American Housing Survey's home-improvement jobs price it, but its
                public-use file is not bundled; no duration source; run `plumbline data pull ahs-national` then `plumbline
                import` to make it live", 'project_type': 'roof_replacement', 'status': 'coming_soon'}, {'formula': 'As
                kitchen_remodel_midrange, with JOBTYPE 17 (added or replaced siding).', 'missing': "the bundle holds no
                installed-cost source for this scope; the American Housing Survey's home-improvement jobs price it, but its
                public-use file is not bundled; no duration source; run `plumbline data pull ahs-national` then `plumbline
                import` to make it live", 'project_type': 'siding_replacement', 'status': 'coming_soon'}, {'formula': "After
                `data pull remdb-2024`: the REMDB 2024 Machine Read row whose Name is the scope norm's remdb_component and whose
                first metric (remdb_pm1_metric) bounds hold remdb_pm1_value; cost_L = ((pm1_coef_L × pm1_value + pm2_coef_L ×
                pm2_value + intercept_L) × multiplier_retrofit + adder_retrofit) × quantity_sqft (per-ft² rows) ×
                PPI(ppi_series, latest) ÷ mean(PPI(ppi_series, 2023)); p50 = mid, low/high = REMDB low/high. National only.",
                'missing': 'REMDB 2024 prices windows, but only in the full workbook, which the bundle does not hold (the subset
                held has no window rows); DOE Scout window costs are RSMeans-derived and refused; no duration source; run
                `plumbline data pull remdb-2024` then `plumbline import` to make it live', 'project_type': 'window_replacement',
                'status': 'coming_soon'}, {'missing': 'no public, non-proprietary installed-cost source for this scope is held
                (searched: REMDB 2024 full workbook, Census C30 detail, city permit microdata; RSMeans/NAHB/Cost vs Value
                refused); no duration source either (the Census SOC times new houses only)', 'project_type':
                'exterior_painting', 'status': 'coming_soon'}, {'formula': 'As kitchen_remodel_midrange, with JOBTYPE 25
                (carpeting, flooring, paneling, ceiling tiles or drywall).', 'missing': "the bundle holds no installed-cost
                source for this scope; the American Housing Survey's home-improvement jobs price it, but its public-use file is
                not bundled; no duration source; run `plumbline data pull ahs-national` then `plumbline import` to make it
                live", 'project_type': 'flooring_replacement', 'status': 'coming_soon'}, {'formula': 'tons =
                ceil(max(cooling_tons, heating_load_btuh / 12000) of calc_hvac_manual_j(reference house) / 0.5) × 0.5, kept in
                [1.5, 5]; cost_2023_L = (pm1_coef_L × tons + pm2_coef_L × SEER + intercept_L) × multiplier_retrofit +
                adder_retrofit for L = low, mid, high (REMDB row air_source_heat_pump_centrally_ducted); cost_L = cost_2023_L ×
                PPI(PCU23822X23822X, latest month) ÷ mean(PPI(PCU23822X23822X, 2023-01..2023-12)); p50 = mid.', 'project_type':
                'hvac_replacement', 'status': 'live'}, {'formula': "As window_replacement, with the panel's scope norm
                (remdb_component Electric Panel, the amperage metric at 200) and its PPI series.", 'missing': 'REMDB 2024 has a
                200 A panel row, but only in the full workbook, which the bundle does not hold; no duration source; run
                `plumbline data pull remdb-2024` then `plumbline import` to make it live', 'project_type':
                'electrical_panel_upgrade', 'status': 'coming_soon'}, {'formula': 'As kitchen_remodel_midrange, with JOBTYPE 15
                (porch, deck, patio, or terrace).', 'missing': "the bundle holds no installed-cost source for this scope; the
                American Housing Survey's home-improvement jobs price it, but its public-use file is not bundled; no duration
                source; run `plumbline data pull ahs-national` then `plumbline import` to make it live", 'project_type':
                'deck_addition', 'status': 'coming_soon'}, {'formula': 'As kitchen_remodel_midrange, with JOBTYPE 14 (attached
                garage or carport).', 'missing': "the bundle holds no installed-cost source for this scope; the American Housing
                Survey's home-improvement jobs price it, but its public-use file is not bundled; no duration source; run
                `plumbline data pull ahs-national` then `plumbline import` to make it live", 'project_type': 'garage_addition',
                'status': 'coming_soon'}, {'missing': 'no public, non-proprietary installed-cost source for this scope is held
                (searched: REMDB 2024 full workbook, Census C30 detail, city permit microdata; RSMeans/NAHB/Cost vs Value
                refused); no duration source either (the Census SOC times new houses only)', 'project_type': 'basement_finish',
                'status': 'coming_soon'}], 'refused_sources': ['RSMeans and any RSMeans-derived table (DOE Scout envelope
                baselines, city cost indexes)', 'NAHB cost surveys', 'Remodeling magazine Cost vs Value'], 'scope_norms':
                {'electrical_panel_upgrade': [{'quantity': 'remdb_component', 'source': 'NREL REMDB 2024 Machine Read sheet,
                column Name: its Electric Panel rows (the component list of the workbook as read by jordan-joseph126/cmu-tare-
                model remdb_data_processing.ipynb); used once `plumbline data pull remdb-2024` has landed the whole sheet',
                'unit': '', 'value': 'Electric Panel'}, {'quantity': 'remdb_pm1_metric', 'source': "plumbline curated: the panel
                row priced by its amperage (matched case-insensitively as a substring of the row's Metric); not verified against
                the real row (the workbook is not held): a row priced otherwise leaves the type not_carried, naming the rows",
                'unit': '', 'value': 'amp'}, {'quantity': 'remdb_pm1_value', 'source': 'the scope: replace a service panel with
                a 200 A panel (REMDB 2024 has a 200 A panel row, benchmarks/README.md)', 'unit': 'A', 'value': '200'},
                {'quantity': 'ppi_series', 'source': 'BLS PPI for electrical contractors and other wiring installation
                contractors (held by the costs area)', 'unit': '', 'value': 'PCU23821X23821X'}], 'hvac_replacement':
                [{'quantity': 'remdb_row', 'source': 'plumbline curated: replace a central ducted system with a ducted air-
                source heat pump; NREL REMDB 2024 row air_source_heat_pump_centrally_ducted (retrofit multiplier and adder
                applied)', 'unit': '', 'value': 'air_source_heat_pump_centrally_ducted'}, {'quantity': 'seer', 'source':
                "federal minimum for split heat pumps since 2023: 14.3 SEER2 (calc/hvac_tables.go hvacFederalMinimumFor), 15.0
                in REMDB's SEER1 metric", 'unit': 'SEER', 'value': '15'}, {'quantity': 'sizing', 'source': 'plumbline curated
                rule: a heat pump replacing the furnace carries the heating load at design conditions; without backup-heat
                sizing data the system is sized to the larger of the two loads', 'unit': 'ton', 'value':
                'max(cooling_tons;heating_load_btuh/12000)'}, {'quantity': 'tons_rounding', 'source': "plumbline curated:
                equipment is sold in half-ton steps; the calculator's cooling_tons is rounded up and kept inside the REMDB row's
                1.5-5 ton bounds", 'unit': 'ton', 'value': '0.5'}, {'quantity': 'conditioned_floor_area_sqft', 'source': 'same
                reference house as new_construction_sfh (plumbline curated)', 'unit': 'ft2', 'value': '2000'}, {'quantity':
                'stories', 'source': 'plumbline curated reference house: 2 stories of 1000 ft2', 'unit': '', 'value': '2'},
                {'quantity': 'ceiling_height_ft', 'source': 'plumbline curated reference house', 'unit': 'ft', 'value': '8'},
                {'quantity': 'wall_gross_area_sqft', 'source': 'plumbline curated: square 1000 ft2 footprint (perimeter 126.5
                ft) x 2 stories x 8 ft', 'unit': 'ft2', 'value': '2024'}, {'quantity': 'window_area_sqft', 'source': 'IECC
                performance-path standard reference design glazing of 15% of conditioned floor area (Table R405.4.2(1) in the
                2021 edition; recalled, not re-read from the code text here)', 'unit': 'ft2', 'value': '300'}, {'quantity':
                'door_area_sqft', 'source': 'IECC performance-path standard reference design door area of 40 ft2 (Table
                R405.4.2(1) in the 2021 edition; recalled, not re-read from the code text here)', 'unit': 'ft2', 'value': '40'},
                {'quantity': 'ceiling_area_sqft', 'source': 'plumbline curated: top-floor ceiling = footprint', 'unit': 'ft2',
                'value': '1000'}, {'quantity': 'floor_area_exposed_sqft', 'source': 'plumbline curated: floor over unconditioned
                space = footprint (the simplified method applies the outdoor delta T to it)', 'unit': 'ft2', 'value': '1000'},
                {'quantity': 'wall_u', 'source': 'plumbline curated: order of the IECC climate zone 4 frame-wall U-factor
                maximum (0.060); not carried by calc/ (unverified), so a curated assumption', 'unit': 'Btu/(h ft2 F)', 'value':
                '0.060'}, {'quantity': 'window_u', 'source': 'IECC fenestration U-factor maximum, climate zone 4
                (calc/doorswindows_tables.go doorsWindowsMaxU, two sources agree)', 'unit': 'Btu/(h ft2 F)', 'value': '0.30'},
                {'quantity': 'door_u', 'source': 'plumbline curated: the climate zone 4 fenestration maximum applied to doors
                (calc/doorswindows_tables.go)', 'unit': 'Btu/(h ft2 F)', 'value': '0.30'}, {'quantity': 'ceiling_u', 'source':
                'plumbline curated: order of an R-38 to R-49 attic (U 0.026); not carried by calc/ (unverified), so a curated
                assumption', 'unit': 'Btu/(h ft2 F)', 'value': '0.026'}, {'quantity': 'floor_u', 'source': 'plumbline curated:
                order of an R-19 framed floor (U 0.047); not carried by calc/ (unverified), so a curated assumption', 'unit':
                'Btu/(h ft2 F)', 'value': '0.047'}, {'quantity': 'infiltration_ach_heating', 'source': 'plumbline curated
                natural air-change rate for an existing house (not a measured value)', 'unit': 'ACH', 'value': '0.35'},
                {'quantity': 'infiltration_ach_cooling', 'source': 'plumbline curated natural air-change rate for an existing
                house (not a measured value)', 'unit': 'ACH', 'value': '0.35'}, {'quantity': 'outdoor_heating_design_f',
                'source': 'plumbline curated mid-climate design day (climate zone 4 order of magnitude), not an ACCA Table 1
                site value', 'unit': 'F', 'value': '17'}, {'quantity': 'outdoor_cooling_design_f', 'source': 'plumbline curated
                mid-climate design day (climate zone 4 order of magnitude), not an ACCA Table 1 site value', 'unit': 'F',
                'value': '91'}, {'quantity': 'additional_cooling_btuh', 'source': 'not estimated: plumbline holds no sourced
                allowance for the solar, internal and latent gains the simplified method leaves out, so none is added', 'unit':
                'Btu/h', 'value': '0'}], 'new_construction_sfh': [{'quantity': 'conditioned_floor_area_sqft', 'source':
                'plumbline curated: a round typical new single-family floor area (the issue 13 example); Census SOC floor-area
                table squarefeet_cust.xls is not held, so this is not a measured median', 'unit': 'ft2', 'value': '2000'}],
                'window_replacement': [{'quantity': 'remdb_component', 'source': 'NREL REMDB 2024 Machine Read sheet, column
                Name: its Window rows (the component list of the workbook as read by jordan-joseph126/cmu-tare-model
                remdb_data_processing.ipynb); used once `plumbline data pull remdb-2024` has landed the whole sheet', 'unit':
                '', 'value': 'Window'}, {'quantity': 'remdb_pm1_metric', 'source': "plumbline curated: the window row priced by
                a U-factor (matched case-insensitively as a substring of the row's Metric, U-factor or U-value); the real row's
                metric name is not verified here (the workbook is not held): a row priced otherwise leaves the type not_carried,
                naming the rows", 'unit': '', 'value': 'U-'}, {'quantity': 'remdb_pm1_value', 'source': "IECC fenestration
                U-factor maximum, climate zone 4 (calc/doorswindows_tables.go doorsWindowsMaxU, two sources agree), as
                hvac_replacement's reference house", 'unit': 'Btu/(h ft2 F)', 'value': '0.30'}, {'quantity': 'quantity_sqft',
                'source': "the hvac_replacement reference house's glazing: IECC performance-path standard reference design of
                15% of a 2,000 ft2 conditioned floor area (Table R405.4.2(1) in the 2021 edition; recalled, not re-read from the
                code text here)", 'unit': 'ft2', 'value': '300'}, {'quantity': 'ppi_series', 'source': 'BLS PPI inputs to
                residential maintenance and repair construction (held by the costs area): no window-installer contractor index
                is held', 'unit': '', 'value': 'WPUIP232100'}]}, 'sources': [{'file': 'benchmarks/census-soc-contract-price-
                sqft/census_contract_price_per_sqft_2018_2025.csv', 'period': 'houses started 2018–2025 (latest year used)',
                'publisher': 'U.S. Census Bureau and HUD, Survey of Construction (contractpricesqft_cust.xls, transcribed)'},
                {'detail': 'durations; replaced by pulled/soc-puf/soc_puf_houses.csv after data pull soc-puf', 'file':
                'benchmarks/census-soc-puf-2020-extract/cleaned_soc.csv', 'period': 'houses completed in 2020', 'publisher':
                'U.S. Census Bureau, Survey of Construction public-use microdata, 2020 file (an extract: houses sold, 39 of its
                columns)'}, {'detail': 'state → Census division of a place', 'file':
                'reference/benchmarks/data/census_divisions.csv', 'period': 'current definition', 'publisher': 'U.S. Census
                Bureau, Census Regions and Divisions of the United States'}, {'file': 'costs/bps/bps_county_annual_2024.csv',
                'period': '2024 annual', 'publisher': 'U.S. Census Bureau, Building Permits Survey (county annual)'}, {'file':
                'benchmarks/remdb-2024-coefficients-cmu-tare/remdb_v4_tare_retrofit_costs.csv', 'period': '2023 dollars (REMDB
                release 2024-12-23)', 'publisher': 'NREL REMDB 2024 (v4) coefficients, subset used by CMU TARE (transcribed)'},
                {'detail': 'PCU23822X23822X', 'file': 'costs/ppi (via the costs area)', 'period': '2023-01 to the latest month
                held', 'publisher': 'BLS Producer Price Index'}, {'detail': 'wages shown by benchmarks_local', 'file':
                'costs/oews (via the costs area)', 'period': 'as the costs area serves it', 'publisher': 'BLS Occupational
                Employment and Wage Statistics'}, {'file': 'costs/geo/county_names_population_2020_2024.csv +
                costs/geo/county_to_cbsa_2023.csv', 'period': 'population 2024; delineation July 2023', 'publisher': 'Census
                population estimates; OMB 2023 CBSA delineation'}, {'file': 'reference/benchmarks/data/scope_norms.csv',
                'period': '1.4.0', 'publisher': 'plumbline scope norms (curated; each quantity has its own source)'}, {'detail':
                'window_replacement, electrical_panel_upgrade; stands in for the bundled subset', 'file':
                'pulled/remdb-2024/remdb_2024_machine_read.csv', 'period': '2023 dollars', 'publisher': 'NREL REMDB 2024 (v4),
                REMDB_2024.12.23.xlsx sheet Machine Read, via `plumbline data pull remdb-2024`'}, {'detail':
                'kitchen_remodel_midrange (JOBTYPE 13), bath_remodel_midrange (12), roof_replacement (16), siding_replacement
                (17), flooring_replacement (25), deck_addition (15), garage_addition (14)', 'file': 'pulled/ahs-
                national/ahs_projects.csv', 'period': 'AHS 2023: jobs of 2021–2023', 'publisher': 'U.S. Census Bureau and HUD,
                American Housing Survey national public-use file (project.csv, household.csv), via `plumbline data pull ahs-
                national`'}, {'detail': "WPUIP232100 (AHS types); each REMDB norm type's ppi_series", 'file': 'costs/ppi (via
                the costs area)', 'period': 'as the norms and formulas say', 'publisher': 'BLS Producer Price Index'}], 'tiers':
                {'msa_large': 'counties of metropolitan CBSAs (OMB 2023) whose 2024 population (sum of Census county estimates)
                exceeds 1,000,000', 'msa_medium': 'counties of metropolitan CBSAs of 250,000 to 1,000,000', 'msa_small':
                'counties of metropolitan CBSAs under 250,000', 'national': 'every county in the Census BPS 2024 county file',
                'rural': 'counties outside any metropolitan CBSA (micropolitan or no CBSA)'}}

        Attributes:
            changelog (list[BenchmarkMethodologyChangelogItem]):
            confidence (BenchmarkMethodologyConfidence):
            limitations (list[str]):
            methodology_id (str):
            methodology_version (str):
            project_types (list[BenchmarkMethodologyProjectTypesItem]):
            scope_norms (BenchmarkMethodologyScopeNorms):
            sources (list[BenchmarkMethodologySourcesItem]):
            tiers (BenchmarkMethodologyTiers):
            dataset_version (str | Unset):
            refused_sources (list[str] | Unset):
     """

    changelog: list[BenchmarkMethodologyChangelogItem]
    confidence: BenchmarkMethodologyConfidence
    limitations: list[str]
    methodology_id: str
    methodology_version: str
    project_types: list[BenchmarkMethodologyProjectTypesItem]
    scope_norms: BenchmarkMethodologyScopeNorms
    sources: list[BenchmarkMethodologySourcesItem]
    tiers: BenchmarkMethodologyTiers
    dataset_version: str | Unset = UNSET
    refused_sources: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.benchmark_methodology_changelog_item import BenchmarkMethodologyChangelogItem
        from ..models.benchmark_methodology_confidence import BenchmarkMethodologyConfidence
        from ..models.benchmark_methodology_project_types_item import BenchmarkMethodologyProjectTypesItem
        from ..models.benchmark_methodology_scope_norms import BenchmarkMethodologyScopeNorms
        from ..models.benchmark_methodology_sources_item import BenchmarkMethodologySourcesItem
        from ..models.benchmark_methodology_tiers import BenchmarkMethodologyTiers
        changelog = []
        for changelog_item_data in self.changelog:
            changelog_item = changelog_item_data.to_dict()
            changelog.append(changelog_item)



        confidence = self.confidence.to_dict()

        limitations = self.limitations



        methodology_id = self.methodology_id

        methodology_version = self.methodology_version

        project_types = []
        for project_types_item_data in self.project_types:
            project_types_item = project_types_item_data.to_dict()
            project_types.append(project_types_item)



        scope_norms = self.scope_norms.to_dict()

        sources = []
        for sources_item_data in self.sources:
            sources_item = sources_item_data.to_dict()
            sources.append(sources_item)



        tiers = self.tiers.to_dict()

        dataset_version = self.dataset_version

        refused_sources: list[str] | Unset = UNSET
        if not isinstance(self.refused_sources, Unset):
            refused_sources = self.refused_sources




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "changelog": changelog,
            "confidence": confidence,
            "limitations": limitations,
            "methodology_id": methodology_id,
            "methodology_version": methodology_version,
            "project_types": project_types,
            "scope_norms": scope_norms,
            "sources": sources,
            "tiers": tiers,
        })
        if dataset_version is not UNSET:
            field_dict["dataset_version"] = dataset_version
        if refused_sources is not UNSET:
            field_dict["refused_sources"] = refused_sources

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.benchmark_methodology_changelog_item import BenchmarkMethodologyChangelogItem
        from ..models.benchmark_methodology_confidence import BenchmarkMethodologyConfidence
        from ..models.benchmark_methodology_project_types_item import BenchmarkMethodologyProjectTypesItem
        from ..models.benchmark_methodology_scope_norms import BenchmarkMethodologyScopeNorms
        from ..models.benchmark_methodology_sources_item import BenchmarkMethodologySourcesItem
        from ..models.benchmark_methodology_tiers import BenchmarkMethodologyTiers
        d = dict(src_dict)
        changelog = []
        _changelog = d.pop("changelog")
        for changelog_item_data in (_changelog):
            changelog_item = BenchmarkMethodologyChangelogItem.from_dict(changelog_item_data)



            changelog.append(changelog_item)


        confidence = BenchmarkMethodologyConfidence.from_dict(d.pop("confidence"))




        limitations = cast(list[str], d.pop("limitations"))


        methodology_id = d.pop("methodology_id")

        methodology_version = d.pop("methodology_version")

        project_types = []
        _project_types = d.pop("project_types")
        for project_types_item_data in (_project_types):
            project_types_item = BenchmarkMethodologyProjectTypesItem.from_dict(project_types_item_data)



            project_types.append(project_types_item)


        scope_norms = BenchmarkMethodologyScopeNorms.from_dict(d.pop("scope_norms"))




        sources = []
        _sources = d.pop("sources")
        for sources_item_data in (_sources):
            sources_item = BenchmarkMethodologySourcesItem.from_dict(sources_item_data)



            sources.append(sources_item)


        tiers = BenchmarkMethodologyTiers.from_dict(d.pop("tiers"))




        dataset_version = d.pop("dataset_version", UNSET)

        refused_sources = cast(list[str], d.pop("refused_sources", UNSET))


        benchmark_methodology = cls(
            changelog=changelog,
            confidence=confidence,
            limitations=limitations,
            methodology_id=methodology_id,
            methodology_version=methodology_version,
            project_types=project_types,
            scope_norms=scope_norms,
            sources=sources,
            tiers=tiers,
            dataset_version=dataset_version,
            refused_sources=refused_sources,
        )


        benchmark_methodology.additional_properties = d
        return benchmark_methodology

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
