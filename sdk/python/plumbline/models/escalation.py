from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.escalation_inputs import EscalationInputs
  from ..models.escalation_series_item import EscalationSeriesItem
  from ..models.escalation_sources_item import EscalationSourcesItem





T = TypeVar("T", bound="Escalation")



@_attrs_define
class Escalation:
    """ 
        Example:
            {'amount_usd': 10000, 'category': 'concrete', 'change_pct': 37.22, 'dataset_version': '7eab39eafdfee936',
                'escalated_amount_usd': 13722.16, 'from': '2020-01', 'index_base': '1982=100 (BLS, as published)', 'index_from':
                281.6, 'index_to': 386.416, 'inputs': {'amount_usd': 10000, 'category': 'concrete', 'from': '2020-01', 'series':
                ['WPU1333'], 'series_values_from': {'WPU1333': 281.6}, 'series_values_to': {'WPU1333': 386.416}, 'to':
                '2025-08'}, 'preliminary': True, 'preliminary_note': "Preliminary as of the release the file we hold was
                collected from (the BLS API, September 2025: data to 2025-08): WPU1333 2025-05 to 2025-08. The file carries no
                marks: those were the months BLS had not yet revised, and they are served as published then. `plumbline data
                pull ppi` brings BLS's current values and marks.", 'ratio': 1.372216, 'series': [{'base_period': '1982=100',
                'series_id': 'WPU1333', 'title': 'PPI Commodity data for Nonmetallic mineral products-Ready-mix concrete, not
                seasonally adjusted', 'value': 386.416, 'weight': 1}], 'sources': [{'file':
                'costs/ppi/ppi_construction_bls_1986_2025-08.csv', 'period': '2020-01 to 2025-08', 'publisher': 'U.S. Bureau of
                Labor Statistics, Producer Price Index program', 'series': 'WPU1333'}], 'to': '2025-08'}

        Attributes:
            amount_usd (float):
            category (str):
            dataset_version (str): The reference dataset version that answered.
            escalated_amount_usd (float):
            from_ (str):
            index_from (float):
            index_to (float):
            inputs (EscalationInputs): What the figures were computed from, enough to recompute them from the files.
            preliminary (bool): The from or the to month's index is preliminary: BLS revises a month four months after first
                publishing it.
            ratio (float):
            series (list[EscalationSeriesItem]):
            sources (list[EscalationSourcesItem]):
            to (str):
            change_pct (float | Unset):
            index_base (str | Unset):
            method (str | Unset):
            note (str | Unset):
            preliminary_note (str | Unset): When preliminary: which months of the series are, and whose marks say so.
     """

    amount_usd: float
    category: str
    dataset_version: str
    escalated_amount_usd: float
    from_: str
    index_from: float
    index_to: float
    inputs: EscalationInputs
    preliminary: bool
    ratio: float
    series: list[EscalationSeriesItem]
    sources: list[EscalationSourcesItem]
    to: str
    change_pct: float | Unset = UNSET
    index_base: str | Unset = UNSET
    method: str | Unset = UNSET
    note: str | Unset = UNSET
    preliminary_note: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.escalation_inputs import EscalationInputs
        from ..models.escalation_series_item import EscalationSeriesItem
        from ..models.escalation_sources_item import EscalationSourcesItem
        amount_usd = self.amount_usd

        category = self.category

        dataset_version = self.dataset_version

        escalated_amount_usd = self.escalated_amount_usd

        from_ = self.from_

        index_from = self.index_from

        index_to = self.index_to

        inputs = self.inputs.to_dict()

        preliminary = self.preliminary

        ratio = self.ratio

        series = []
        for series_item_data in self.series:
            series_item = series_item_data.to_dict()
            series.append(series_item)



        sources = []
        for sources_item_data in self.sources:
            sources_item = sources_item_data.to_dict()
            sources.append(sources_item)



        to = self.to

        change_pct = self.change_pct

        index_base = self.index_base

        method = self.method

        note = self.note

        preliminary_note = self.preliminary_note


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "amount_usd": amount_usd,
            "category": category,
            "dataset_version": dataset_version,
            "escalated_amount_usd": escalated_amount_usd,
            "from": from_,
            "index_from": index_from,
            "index_to": index_to,
            "inputs": inputs,
            "preliminary": preliminary,
            "ratio": ratio,
            "series": series,
            "sources": sources,
            "to": to,
        })
        if change_pct is not UNSET:
            field_dict["change_pct"] = change_pct
        if index_base is not UNSET:
            field_dict["index_base"] = index_base
        if method is not UNSET:
            field_dict["method"] = method
        if note is not UNSET:
            field_dict["note"] = note
        if preliminary_note is not UNSET:
            field_dict["preliminary_note"] = preliminary_note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.escalation_inputs import EscalationInputs
        from ..models.escalation_series_item import EscalationSeriesItem
        from ..models.escalation_sources_item import EscalationSourcesItem
        d = dict(src_dict)
        amount_usd = d.pop("amount_usd")

        category = d.pop("category")

        dataset_version = d.pop("dataset_version")

        escalated_amount_usd = d.pop("escalated_amount_usd")

        from_ = d.pop("from")

        index_from = d.pop("index_from")

        index_to = d.pop("index_to")

        inputs = EscalationInputs.from_dict(d.pop("inputs"))




        preliminary = d.pop("preliminary")

        ratio = d.pop("ratio")

        series = []
        _series = d.pop("series")
        for series_item_data in (_series):
            series_item = EscalationSeriesItem.from_dict(series_item_data)



            series.append(series_item)


        sources = []
        _sources = d.pop("sources")
        for sources_item_data in (_sources):
            sources_item = EscalationSourcesItem.from_dict(sources_item_data)



            sources.append(sources_item)


        to = d.pop("to")

        change_pct = d.pop("change_pct", UNSET)

        index_base = d.pop("index_base", UNSET)

        method = d.pop("method", UNSET)

        note = d.pop("note", UNSET)

        preliminary_note = d.pop("preliminary_note", UNSET)

        escalation = cls(
            amount_usd=amount_usd,
            category=category,
            dataset_version=dataset_version,
            escalated_amount_usd=escalated_amount_usd,
            from_=from_,
            index_from=index_from,
            index_to=index_to,
            inputs=inputs,
            preliminary=preliminary,
            ratio=ratio,
            series=series,
            sources=sources,
            to=to,
            change_pct=change_pct,
            index_base=index_base,
            method=method,
            note=note,
            preliminary_note=preliminary_note,
        )


        escalation.additional_properties = d
        return escalation

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
