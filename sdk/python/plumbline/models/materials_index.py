from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.materials_index_history_item import MaterialsIndexHistoryItem
  from ..models.materials_index_inputs import MaterialsIndexInputs
  from ..models.materials_index_null_reasons import MaterialsIndexNullReasons
  from ..models.materials_index_periods_held import MaterialsIndexPeriodsHeld
  from ..models.materials_index_series_item import MaterialsIndexSeriesItem
  from ..models.materials_index_sources_item import MaterialsIndexSourcesItem





T = TypeVar("T", bound="MaterialsIndex")



@_attrs_define
class MaterialsIndex:
    """ 
        Example:
            {'category': 'lumber', 'change_12m_pct': 4.75, 'change_1m_pct': 0.49, 'dataset_version': '7eab39eafdfee936',
                'history': [{'period': '2024-08', 'value': 255.181}, {'period': '2025-08', 'value': 267.309}], 'index_base':
                '1982=100 (BLS, as published)', 'index_value': 267.309, 'inputs': {'category': 'lumber', 'composite_base': None,
                'history_months': 13, 'period': '2025-08', 'series': ['WPUSI004011']}, 'method': 'The BLS producer price index
                WPUSI004011 as published (not seasonally adjusted). An index, not a price: use ratios between months.',
                'missing_periods': [], 'name': 'Lumber', 'period': '2025-08', 'preliminary': True, 'series': [{'base_period':
                '1982=100', 'series_id': 'WPUSI004011', 'title': 'PPI Commodity data for Special indexes-Lumber and plywood, not
                seasonally adjusted', 'value': 267.309, 'weight': 1}], 'sources': [{'file':
                'costs/ppi/ppi_construction_bls_1986_2025-08.csv', 'period': '2024-08 to 2025-08', 'publisher': 'U.S. Bureau of
                Labor Statistics, Producer Price Index program', 'series': 'WPUSI004011'}], 'unit': 'index points (not
                dollars)'}

        Attributes:
            category (str):
            change_12m_pct (float | None):
            change_1m_pct (float | None):
            dataset_version (str): The reference dataset version that answered.
            history (list[MaterialsIndexHistoryItem]):
            index_base (str):
            index_value (float):
            inputs (MaterialsIndexInputs): What the figures were computed from, enough to recompute them from the files.
            method (str):
            missing_periods (list[str]): The months of the 13-month history the index lacks (the source has no value for a
                series): listed, never filled.
            name (str):
            period (str):
            series (list[MaterialsIndexSeriesItem]):
            sources (list[MaterialsIndexSourcesItem]):
            unit (str):
            note (str | Unset):
            null_reasons (MaterialsIndexNullReasons | Unset): Why change_1m_pct or change_12m_pct is null, by field (absent
                when neither is).
            periods_held (MaterialsIndexPeriodsHeld | Unset):
            preliminary (bool | Unset):
            why_these_series (str | Unset):
     """

    category: str
    change_12m_pct: float | None
    change_1m_pct: float | None
    dataset_version: str
    history: list[MaterialsIndexHistoryItem]
    index_base: str
    index_value: float
    inputs: MaterialsIndexInputs
    method: str
    missing_periods: list[str]
    name: str
    period: str
    series: list[MaterialsIndexSeriesItem]
    sources: list[MaterialsIndexSourcesItem]
    unit: str
    note: str | Unset = UNSET
    null_reasons: MaterialsIndexNullReasons | Unset = UNSET
    periods_held: MaterialsIndexPeriodsHeld | Unset = UNSET
    preliminary: bool | Unset = UNSET
    why_these_series: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.materials_index_history_item import MaterialsIndexHistoryItem
        from ..models.materials_index_inputs import MaterialsIndexInputs
        from ..models.materials_index_null_reasons import MaterialsIndexNullReasons
        from ..models.materials_index_periods_held import MaterialsIndexPeriodsHeld
        from ..models.materials_index_series_item import MaterialsIndexSeriesItem
        from ..models.materials_index_sources_item import MaterialsIndexSourcesItem
        category = self.category

        change_12m_pct: float | None
        change_12m_pct = self.change_12m_pct

        change_1m_pct: float | None
        change_1m_pct = self.change_1m_pct

        dataset_version = self.dataset_version

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)



        index_base = self.index_base

        index_value = self.index_value

        inputs = self.inputs.to_dict()

        method = self.method

        missing_periods = self.missing_periods



        name = self.name

        period = self.period

        series = []
        for series_item_data in self.series:
            series_item = series_item_data.to_dict()
            series.append(series_item)



        sources = []
        for sources_item_data in self.sources:
            sources_item = sources_item_data.to_dict()
            sources.append(sources_item)



        unit = self.unit

        note = self.note

        null_reasons: dict[str, Any] | Unset = UNSET
        if not isinstance(self.null_reasons, Unset):
            null_reasons = self.null_reasons.to_dict()

        periods_held: dict[str, Any] | Unset = UNSET
        if not isinstance(self.periods_held, Unset):
            periods_held = self.periods_held.to_dict()

        preliminary = self.preliminary

        why_these_series = self.why_these_series


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "category": category,
            "change_12m_pct": change_12m_pct,
            "change_1m_pct": change_1m_pct,
            "dataset_version": dataset_version,
            "history": history,
            "index_base": index_base,
            "index_value": index_value,
            "inputs": inputs,
            "method": method,
            "missing_periods": missing_periods,
            "name": name,
            "period": period,
            "series": series,
            "sources": sources,
            "unit": unit,
        })
        if note is not UNSET:
            field_dict["note"] = note
        if null_reasons is not UNSET:
            field_dict["null_reasons"] = null_reasons
        if periods_held is not UNSET:
            field_dict["periods_held"] = periods_held
        if preliminary is not UNSET:
            field_dict["preliminary"] = preliminary
        if why_these_series is not UNSET:
            field_dict["why_these_series"] = why_these_series

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.materials_index_history_item import MaterialsIndexHistoryItem
        from ..models.materials_index_inputs import MaterialsIndexInputs
        from ..models.materials_index_null_reasons import MaterialsIndexNullReasons
        from ..models.materials_index_periods_held import MaterialsIndexPeriodsHeld
        from ..models.materials_index_series_item import MaterialsIndexSeriesItem
        from ..models.materials_index_sources_item import MaterialsIndexSourcesItem
        d = dict(src_dict)
        category = d.pop("category")

        def _parse_change_12m_pct(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        change_12m_pct = _parse_change_12m_pct(d.pop("change_12m_pct"))


        def _parse_change_1m_pct(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        change_1m_pct = _parse_change_1m_pct(d.pop("change_1m_pct"))


        dataset_version = d.pop("dataset_version")

        history = []
        _history = d.pop("history")
        for history_item_data in (_history):
            history_item = MaterialsIndexHistoryItem.from_dict(history_item_data)



            history.append(history_item)


        index_base = d.pop("index_base")

        index_value = d.pop("index_value")

        inputs = MaterialsIndexInputs.from_dict(d.pop("inputs"))




        method = d.pop("method")

        missing_periods = cast(list[str], d.pop("missing_periods"))


        name = d.pop("name")

        period = d.pop("period")

        series = []
        _series = d.pop("series")
        for series_item_data in (_series):
            series_item = MaterialsIndexSeriesItem.from_dict(series_item_data)



            series.append(series_item)


        sources = []
        _sources = d.pop("sources")
        for sources_item_data in (_sources):
            sources_item = MaterialsIndexSourcesItem.from_dict(sources_item_data)



            sources.append(sources_item)


        unit = d.pop("unit")

        note = d.pop("note", UNSET)

        _null_reasons = d.pop("null_reasons", UNSET)
        null_reasons: MaterialsIndexNullReasons | Unset
        if isinstance(_null_reasons,  Unset):
            null_reasons = UNSET
        else:
            null_reasons = MaterialsIndexNullReasons.from_dict(_null_reasons)




        _periods_held = d.pop("periods_held", UNSET)
        periods_held: MaterialsIndexPeriodsHeld | Unset
        if isinstance(_periods_held,  Unset):
            periods_held = UNSET
        else:
            periods_held = MaterialsIndexPeriodsHeld.from_dict(_periods_held)




        preliminary = d.pop("preliminary", UNSET)

        why_these_series = d.pop("why_these_series", UNSET)

        materials_index = cls(
            category=category,
            change_12m_pct=change_12m_pct,
            change_1m_pct=change_1m_pct,
            dataset_version=dataset_version,
            history=history,
            index_base=index_base,
            index_value=index_value,
            inputs=inputs,
            method=method,
            missing_periods=missing_periods,
            name=name,
            period=period,
            series=series,
            sources=sources,
            unit=unit,
            note=note,
            null_reasons=null_reasons,
            periods_held=periods_held,
            preliminary=preliminary,
            why_these_series=why_these_series,
        )


        materials_index.additional_properties = d
        return materials_index

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
