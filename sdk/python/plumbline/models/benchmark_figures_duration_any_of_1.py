from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.benchmark_figures_duration_any_of_1_confidence import BenchmarkFiguresDurationAnyOf1Confidence
from ..models.benchmark_figures_duration_any_of_1_geography import BenchmarkFiguresDurationAnyOf1Geography
from typing import cast

if TYPE_CHECKING:
  from ..models.benchmark_figures_duration_any_of_1_source import BenchmarkFiguresDurationAnyOf1Source





T = TypeVar("T", bound="BenchmarkFiguresDurationAnyOf1")



@_attrs_define
class BenchmarkFiguresDurationAnyOf1:
    """ Where the duration_days figures come from, in months, with the geography, houses, method and caveats. Null when no
    held source grounds a duration for this type, tier or place (the reason is in missing.duration).

        Attributes:
            basis (str): Why this geography answers for the tier or place (e.g. the county's state is in the division).
            completion_year (int): The houses counted were completed in this year (the SOC file's survey year).
            confidence (BenchmarkFiguresDurationAnyOf1Confidence):
            days_per_month (float): 30.4375 (365.25 / 12): duration_days_pP = round(months_pP × days_per_month).
            geography (BenchmarkFiguresDurationAnyOf1Geography): The geography the duration is computed for: the SOC public-
                use file knows the nation and the 9 Census divisions only.
            geography_code (str): US, or the Census division code 1–9.
            geography_name (str):
            granularity (str): Month granularity: a house started and completed in the same month counts 0 months.
            houses (int): Sampled houses counted.
            method (str):
            months_p25 (int): Whole months from start to completion, survey-weighted 25th percentile.
            months_p50 (int): Whole months from start to completion, survey-weighted median.
            months_p75 (int): Whole months from start to completion, survey-weighted 75th percentile.
            source (BenchmarkFiguresDurationAnyOf1Source):
            universe (str): Which houses: built for sale and sold (contractor-built houses on the owner's land, which
                usually take longer, are not in it).
            weighted_houses (float): The sum of their survey weights (SOC WEIGHT).
     """

    basis: str
    completion_year: int
    confidence: BenchmarkFiguresDurationAnyOf1Confidence
    days_per_month: float
    geography: BenchmarkFiguresDurationAnyOf1Geography
    geography_code: str
    geography_name: str
    granularity: str
    houses: int
    method: str
    months_p25: int
    months_p50: int
    months_p75: int
    source: BenchmarkFiguresDurationAnyOf1Source
    universe: str
    weighted_houses: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.benchmark_figures_duration_any_of_1_source import BenchmarkFiguresDurationAnyOf1Source
        basis = self.basis

        completion_year = self.completion_year

        confidence = self.confidence.value

        days_per_month = self.days_per_month

        geography = self.geography.value

        geography_code = self.geography_code

        geography_name = self.geography_name

        granularity = self.granularity

        houses = self.houses

        method = self.method

        months_p25 = self.months_p25

        months_p50 = self.months_p50

        months_p75 = self.months_p75

        source = self.source.to_dict()

        universe = self.universe

        weighted_houses = self.weighted_houses


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "basis": basis,
            "completion_year": completion_year,
            "confidence": confidence,
            "days_per_month": days_per_month,
            "geography": geography,
            "geography_code": geography_code,
            "geography_name": geography_name,
            "granularity": granularity,
            "houses": houses,
            "method": method,
            "months_p25": months_p25,
            "months_p50": months_p50,
            "months_p75": months_p75,
            "source": source,
            "universe": universe,
            "weighted_houses": weighted_houses,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.benchmark_figures_duration_any_of_1_source import BenchmarkFiguresDurationAnyOf1Source
        d = dict(src_dict)
        basis = d.pop("basis")

        completion_year = d.pop("completion_year")

        confidence = BenchmarkFiguresDurationAnyOf1Confidence(d.pop("confidence"))




        days_per_month = d.pop("days_per_month")

        geography = BenchmarkFiguresDurationAnyOf1Geography(d.pop("geography"))




        geography_code = d.pop("geography_code")

        geography_name = d.pop("geography_name")

        granularity = d.pop("granularity")

        houses = d.pop("houses")

        method = d.pop("method")

        months_p25 = d.pop("months_p25")

        months_p50 = d.pop("months_p50")

        months_p75 = d.pop("months_p75")

        source = BenchmarkFiguresDurationAnyOf1Source.from_dict(d.pop("source"))




        universe = d.pop("universe")

        weighted_houses = d.pop("weighted_houses")

        benchmark_figures_duration_any_of_1 = cls(
            basis=basis,
            completion_year=completion_year,
            confidence=confidence,
            days_per_month=days_per_month,
            geography=geography,
            geography_code=geography_code,
            geography_name=geography_name,
            granularity=granularity,
            houses=houses,
            method=method,
            months_p25=months_p25,
            months_p50=months_p50,
            months_p75=months_p75,
            source=source,
            universe=universe,
            weighted_houses=weighted_houses,
        )


        benchmark_figures_duration_any_of_1.additional_properties = d
        return benchmark_figures_duration_any_of_1

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
