from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.benchmark_status import BenchmarkStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.benchmark_figures import BenchmarkFigures
  from ..models.benchmark_scope_norm import BenchmarkScopeNorm





T = TypeVar("T", bound="Benchmark")



@_attrs_define
class Benchmark:
    """ 
        Example:
            {'dataset_version': '4c01c6f638acf3da', 'methodology_id': 'plumbline-benchmarks', 'methodology_version':
                '1.4.0', 'project_type': 'new_construction_sfh', 'scope_norm': [{'quantity': 'conditioned_floor_area_sqft',
                'source': 'plumbline curated: a round typical new single-family floor area (the issue 13 example); Census SOC
                floor-area table squarefeet_cust.xls is not held, so this is not a measured median', 'unit': 'ft2', 'value':
                '2000'}], 'scope_summary': "A new contractor-built single-family house of 2,000 ft² (lot excluded): Census SOC
                median contract price per ft² of the place's Census region (the nation's for the national tier; a tier or metro
                across regions weights them by its 1-unit permits) × floor area; duration p25/p50/p75 (days) from start to
                completion of SOC houses built for sale and sold (another universe than the contract price's), from the SOC
                public-use microdata, nationally and by Census division.", 'status': 'live', 'tiers': [{'confidence': 'derived',
                'confidence_reason': 'the national Census SOC median contract price per ft² (measured) times a curated 2,000 ft²
                floor area', 'cost_base_period': '2025 (houses started; nominal dollars)', 'cost_usd_p25': None, 'cost_usd_p50':
                343140, 'cost_usd_p75': None, 'duration': {'basis': 'the national tier: every house of the SOC cohort',
                'completion_year': 2020, 'confidence': 'derived', 'days_per_month': 30.4375, 'geography': 'national',
                'geography_code': 'US', 'geography_name': 'United States', 'granularity': "month granularity: months =
                completion month − start month, so a house started and completed in the same month counts 0 months and each
                figure may be off by up to a month either way from a house's true time", 'houses': 9492, 'method': 'survey-
                weighted quantile: houses sorted by months from start to completion; the p-quantile is the smallest months at
                which the cumulative SOC WEIGHT reaches p × the total weight (the inverse of the weighted empirical
                distribution, no interpolation); days = months × 30.4375 (365.25 / 12), rounded to a whole day', 'months_p25':
                4, 'months_p50': 5, 'months_p75': 7, 'source': {'detail': 'STRT, COMP, SALE, DIV, WEIGHT', 'file':
                'benchmarks/census-soc-puf-2020-extract/cleaned_soc.csv', 'period': 'houses completed in 2020', 'publisher':
                'U.S. Census Bureau, Survey of Construction public-use microdata, 2020 file (an extract: houses sold, 39 of its
                columns)'}, 'universe': "new single-family houses built for sale (a builder's house on the builder's lot) and
                sold, completed in the year: the SOC houses with a start, completion and sale month. Contractor-built houses on
                the owner's land and owner-built houses are not sold and not counted; they usually take longer, so this is not
                the time of every new house", 'weighted_houses': 648616}, 'duration_days_p25': 122, 'duration_days_p50': 152,
                'duration_days_p75': 213, 'inputs': {'floor_area_sqft': 2000, 'price_index': 1, 'soc_median_usd_per_sqft':
                171.57, 'soc_year': 2025}, 'labor_hours_breakdown': None, 'labor_pct': None, 'materials_pct': None,
                'methodology_id': 'plumbline-benchmarks', 'methodology_version': '1.4.0', 'missing': {'cost_p25_p75': 'the
                Census SOC table publishes a median and an average, no quartiles, and the bundled SOC microdata extract dropped
                the contract price: `plumbline data pull soc-puf` (the complete public-use file) adds p25 and p75 of price per
                ft² by Census region; no spread is invented'}, 'sources': [{'file': 'benchmarks/census-soc-contract-price-
                sqft/census_contract_price_per_sqft_2018_2025.csv', 'period': '2025', 'publisher': 'U.S. Census Bureau and HUD,
                Survey of Construction (contractpricesqft_cust.xls, transcribed)'}], 'status': 'live', 'tier': 'national',
                'trade_dependencies': None}], 'title': 'New single-family house'}

        Attributes:
            dataset_version (str):
            methodology_id (str):
            methodology_version (str):
            project_type (str):
            scope_norm (list[BenchmarkScopeNorm]):
            scope_summary (str):
            status (BenchmarkStatus):
            tiers (list[BenchmarkFigures]):
            title (str):
            missing (str | Unset):
     """

    dataset_version: str
    methodology_id: str
    methodology_version: str
    project_type: str
    scope_norm: list[BenchmarkScopeNorm]
    scope_summary: str
    status: BenchmarkStatus
    tiers: list[BenchmarkFigures]
    title: str
    missing: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.benchmark_figures import BenchmarkFigures
        from ..models.benchmark_scope_norm import BenchmarkScopeNorm
        dataset_version = self.dataset_version

        methodology_id = self.methodology_id

        methodology_version = self.methodology_version

        project_type = self.project_type

        scope_norm = []
        for scope_norm_item_data in self.scope_norm:
            scope_norm_item = scope_norm_item_data.to_dict()
            scope_norm.append(scope_norm_item)



        scope_summary = self.scope_summary

        status = self.status.value

        tiers = []
        for tiers_item_data in self.tiers:
            tiers_item = tiers_item_data.to_dict()
            tiers.append(tiers_item)



        title = self.title

        missing = self.missing


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "dataset_version": dataset_version,
            "methodology_id": methodology_id,
            "methodology_version": methodology_version,
            "project_type": project_type,
            "scope_norm": scope_norm,
            "scope_summary": scope_summary,
            "status": status,
            "tiers": tiers,
            "title": title,
        })
        if missing is not UNSET:
            field_dict["missing"] = missing

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.benchmark_figures import BenchmarkFigures
        from ..models.benchmark_scope_norm import BenchmarkScopeNorm
        d = dict(src_dict)
        dataset_version = d.pop("dataset_version")

        methodology_id = d.pop("methodology_id")

        methodology_version = d.pop("methodology_version")

        project_type = d.pop("project_type")

        scope_norm = []
        _scope_norm = d.pop("scope_norm")
        for scope_norm_item_data in (_scope_norm):
            scope_norm_item = BenchmarkScopeNorm.from_dict(scope_norm_item_data)



            scope_norm.append(scope_norm_item)


        scope_summary = d.pop("scope_summary")

        status = BenchmarkStatus(d.pop("status"))




        tiers = []
        _tiers = d.pop("tiers")
        for tiers_item_data in (_tiers):
            tiers_item = BenchmarkFigures.from_dict(tiers_item_data)



            tiers.append(tiers_item)


        title = d.pop("title")

        missing = d.pop("missing", UNSET)

        benchmark = cls(
            dataset_version=dataset_version,
            methodology_id=methodology_id,
            methodology_version=methodology_version,
            project_type=project_type,
            scope_norm=scope_norm,
            scope_summary=scope_summary,
            status=status,
            tiers=tiers,
            title=title,
            missing=missing,
        )


        benchmark.additional_properties = d
        return benchmark

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
