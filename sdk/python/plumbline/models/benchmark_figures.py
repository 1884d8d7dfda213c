from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.benchmark_figures_confidence import BenchmarkFiguresConfidence
from ..models.benchmark_figures_status import BenchmarkFiguresStatus
from ..models.benchmark_figures_tier import BenchmarkFiguresTier
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.benchmark_figures_duration_any_of_1 import BenchmarkFiguresDurationAnyOf1
  from ..models.benchmark_figures_inputs import BenchmarkFiguresInputs
  from ..models.benchmark_figures_labor_hours_breakdown_type_0 import BenchmarkFiguresLaborHoursBreakdownType0
  from ..models.benchmark_figures_missing import BenchmarkFiguresMissing
  from ..models.benchmark_figures_sources_item import BenchmarkFiguresSourcesItem





T = TypeVar("T", bound="BenchmarkFigures")



@_attrs_define
class BenchmarkFigures:
    """ 
        Attributes:
            confidence_reason (str):
            cost_usd_p25 (float | None):
            cost_usd_p50 (float | None):
            cost_usd_p75 (float | None):
            duration (BenchmarkFiguresDurationAnyOf1 | None):
            duration_days_p25 (float | None): Days from start to completion, 25th percentile (whole days: months × 30.4375,
                rounded; see duration). Null with missing.duration when no source grounds it.
            duration_days_p50 (float | None): Days from start to completion, median (whole days: months × 30.4375, rounded;
                see duration). Null with missing.duration when no source grounds it.
            duration_days_p75 (float | None): Days from start to completion, 75th percentile (whole days: months × 30.4375,
                rounded; see duration). Null with missing.duration when no source grounds it.
            inputs (BenchmarkFiguresInputs): Every number the figure was computed from, and the formula.
            labor_hours_breakdown (BenchmarkFiguresLaborHoursBreakdownType0 | None):
            labor_pct (float | None):
            materials_pct (float | None):
            methodology_id (str):
            methodology_version (str):
            missing (BenchmarkFiguresMissing): Why each null figure is null.
            sources (list[BenchmarkFiguresSourcesItem]):
            status (BenchmarkFiguresStatus):
            tier (BenchmarkFiguresTier):
            trade_dependencies (list[str] | None):
            confidence (BenchmarkFiguresConfidence | Unset):
            cost_base_period (str | Unset):
            cost_usd_high (float | Unset): REMDB high regression (≈90th percentile), where the source is REMDB.
            cost_usd_low (float | Unset): REMDB low regression (≈10th percentile), where the source is REMDB.
     """

    confidence_reason: str
    cost_usd_p25: float | None
    cost_usd_p50: float | None
    cost_usd_p75: float | None
    duration: BenchmarkFiguresDurationAnyOf1 | None
    duration_days_p25: float | None
    duration_days_p50: float | None
    duration_days_p75: float | None
    inputs: BenchmarkFiguresInputs
    labor_hours_breakdown: BenchmarkFiguresLaborHoursBreakdownType0 | None
    labor_pct: float | None
    materials_pct: float | None
    methodology_id: str
    methodology_version: str
    missing: BenchmarkFiguresMissing
    sources: list[BenchmarkFiguresSourcesItem]
    status: BenchmarkFiguresStatus
    tier: BenchmarkFiguresTier
    trade_dependencies: list[str] | None
    confidence: BenchmarkFiguresConfidence | Unset = UNSET
    cost_base_period: str | Unset = UNSET
    cost_usd_high: float | Unset = UNSET
    cost_usd_low: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.benchmark_figures_duration_any_of_1 import BenchmarkFiguresDurationAnyOf1
        from ..models.benchmark_figures_inputs import BenchmarkFiguresInputs
        from ..models.benchmark_figures_labor_hours_breakdown_type_0 import BenchmarkFiguresLaborHoursBreakdownType0
        from ..models.benchmark_figures_missing import BenchmarkFiguresMissing
        from ..models.benchmark_figures_sources_item import BenchmarkFiguresSourcesItem
        confidence_reason = self.confidence_reason

        cost_usd_p25: float | None
        cost_usd_p25 = self.cost_usd_p25

        cost_usd_p50: float | None
        cost_usd_p50 = self.cost_usd_p50

        cost_usd_p75: float | None
        cost_usd_p75 = self.cost_usd_p75

        duration: dict[str, Any] | None
        if isinstance(self.duration, BenchmarkFiguresDurationAnyOf1):
            duration = self.duration.to_dict()
        else:
            duration = self.duration

        duration_days_p25: float | None
        duration_days_p25 = self.duration_days_p25

        duration_days_p50: float | None
        duration_days_p50 = self.duration_days_p50

        duration_days_p75: float | None
        duration_days_p75 = self.duration_days_p75

        inputs = self.inputs.to_dict()

        labor_hours_breakdown: dict[str, Any] | None
        if isinstance(self.labor_hours_breakdown, BenchmarkFiguresLaborHoursBreakdownType0):
            labor_hours_breakdown = self.labor_hours_breakdown.to_dict()
        else:
            labor_hours_breakdown = self.labor_hours_breakdown

        labor_pct: float | None
        labor_pct = self.labor_pct

        materials_pct: float | None
        materials_pct = self.materials_pct

        methodology_id = self.methodology_id

        methodology_version = self.methodology_version

        missing = self.missing.to_dict()

        sources = []
        for sources_item_data in self.sources:
            sources_item = sources_item_data.to_dict()
            sources.append(sources_item)



        status = self.status.value

        tier = self.tier.value

        trade_dependencies: list[str] | None
        if isinstance(self.trade_dependencies, list):
            trade_dependencies = self.trade_dependencies


        else:
            trade_dependencies = self.trade_dependencies

        confidence: str | Unset = UNSET
        if not isinstance(self.confidence, Unset):
            confidence = self.confidence.value


        cost_base_period = self.cost_base_period

        cost_usd_high = self.cost_usd_high

        cost_usd_low = self.cost_usd_low


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "confidence_reason": confidence_reason,
            "cost_usd_p25": cost_usd_p25,
            "cost_usd_p50": cost_usd_p50,
            "cost_usd_p75": cost_usd_p75,
            "duration": duration,
            "duration_days_p25": duration_days_p25,
            "duration_days_p50": duration_days_p50,
            "duration_days_p75": duration_days_p75,
            "inputs": inputs,
            "labor_hours_breakdown": labor_hours_breakdown,
            "labor_pct": labor_pct,
            "materials_pct": materials_pct,
            "methodology_id": methodology_id,
            "methodology_version": methodology_version,
            "missing": missing,
            "sources": sources,
            "status": status,
            "tier": tier,
            "trade_dependencies": trade_dependencies,
        })
        if confidence is not UNSET:
            field_dict["confidence"] = confidence
        if cost_base_period is not UNSET:
            field_dict["cost_base_period"] = cost_base_period
        if cost_usd_high is not UNSET:
            field_dict["cost_usd_high"] = cost_usd_high
        if cost_usd_low is not UNSET:
            field_dict["cost_usd_low"] = cost_usd_low

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.benchmark_figures_duration_any_of_1 import BenchmarkFiguresDurationAnyOf1
        from ..models.benchmark_figures_inputs import BenchmarkFiguresInputs
        from ..models.benchmark_figures_labor_hours_breakdown_type_0 import BenchmarkFiguresLaborHoursBreakdownType0
        from ..models.benchmark_figures_missing import BenchmarkFiguresMissing
        from ..models.benchmark_figures_sources_item import BenchmarkFiguresSourcesItem
        d = dict(src_dict)
        confidence_reason = d.pop("confidence_reason")

        def _parse_cost_usd_p25(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        cost_usd_p25 = _parse_cost_usd_p25(d.pop("cost_usd_p25"))


        def _parse_cost_usd_p50(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        cost_usd_p50 = _parse_cost_usd_p50(d.pop("cost_usd_p50"))


        def _parse_cost_usd_p75(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        cost_usd_p75 = _parse_cost_usd_p75(d.pop("cost_usd_p75"))


        def _parse_duration(data: object) -> BenchmarkFiguresDurationAnyOf1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                duration_type_0 = BenchmarkFiguresDurationAnyOf1.from_dict(data)



                return duration_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BenchmarkFiguresDurationAnyOf1 | None, data)

        duration = _parse_duration(d.pop("duration"))


        def _parse_duration_days_p25(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        duration_days_p25 = _parse_duration_days_p25(d.pop("duration_days_p25"))


        def _parse_duration_days_p50(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        duration_days_p50 = _parse_duration_days_p50(d.pop("duration_days_p50"))


        def _parse_duration_days_p75(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        duration_days_p75 = _parse_duration_days_p75(d.pop("duration_days_p75"))


        inputs = BenchmarkFiguresInputs.from_dict(d.pop("inputs"))




        def _parse_labor_hours_breakdown(data: object) -> BenchmarkFiguresLaborHoursBreakdownType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                labor_hours_breakdown_type_0 = BenchmarkFiguresLaborHoursBreakdownType0.from_dict(data)



                return labor_hours_breakdown_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BenchmarkFiguresLaborHoursBreakdownType0 | None, data)

        labor_hours_breakdown = _parse_labor_hours_breakdown(d.pop("labor_hours_breakdown"))


        def _parse_labor_pct(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        labor_pct = _parse_labor_pct(d.pop("labor_pct"))


        def _parse_materials_pct(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        materials_pct = _parse_materials_pct(d.pop("materials_pct"))


        methodology_id = d.pop("methodology_id")

        methodology_version = d.pop("methodology_version")

        missing = BenchmarkFiguresMissing.from_dict(d.pop("missing"))




        sources = []
        _sources = d.pop("sources")
        for sources_item_data in (_sources):
            sources_item = BenchmarkFiguresSourcesItem.from_dict(sources_item_data)



            sources.append(sources_item)


        status = BenchmarkFiguresStatus(d.pop("status"))




        tier = BenchmarkFiguresTier(d.pop("tier"))




        def _parse_trade_dependencies(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                trade_dependencies_type_0 = cast(list[str], data)

                return trade_dependencies_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        trade_dependencies = _parse_trade_dependencies(d.pop("trade_dependencies"))


        _confidence = d.pop("confidence", UNSET)
        confidence: BenchmarkFiguresConfidence | Unset
        if isinstance(_confidence,  Unset):
            confidence = UNSET
        else:
            confidence = BenchmarkFiguresConfidence(_confidence)




        cost_base_period = d.pop("cost_base_period", UNSET)

        cost_usd_high = d.pop("cost_usd_high", UNSET)

        cost_usd_low = d.pop("cost_usd_low", UNSET)

        benchmark_figures = cls(
            confidence_reason=confidence_reason,
            cost_usd_p25=cost_usd_p25,
            cost_usd_p50=cost_usd_p50,
            cost_usd_p75=cost_usd_p75,
            duration=duration,
            duration_days_p25=duration_days_p25,
            duration_days_p50=duration_days_p50,
            duration_days_p75=duration_days_p75,
            inputs=inputs,
            labor_hours_breakdown=labor_hours_breakdown,
            labor_pct=labor_pct,
            materials_pct=materials_pct,
            methodology_id=methodology_id,
            methodology_version=methodology_version,
            missing=missing,
            sources=sources,
            status=status,
            tier=tier,
            trade_dependencies=trade_dependencies,
            confidence=confidence,
            cost_base_period=cost_base_period,
            cost_usd_high=cost_usd_high,
            cost_usd_low=cost_usd_low,
        )


        benchmark_figures.additional_properties = d
        return benchmark_figures

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
