from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.costs_list_verticals_item_kind import CostsListVerticalsItemKind
from ..models.costs_list_verticals_item_status import CostsListVerticalsItemStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.costs_list_verticals_item_coverage import CostsListVerticalsItemCoverage
  from ..models.costs_list_verticals_item_freshness_item import CostsListVerticalsItemFreshnessItem
  from ..models.costs_list_verticals_item_sources_item import CostsListVerticalsItemSourcesItem





T = TypeVar("T", bound="CostsListVerticalsItem")



@_attrs_define
class CostsListVerticalsItem:
    """ 
        Attributes:
            coverage (CostsListVerticalsItemCoverage):
            kind (CostsListVerticalsItemKind):
            name (str):
            sources (list[CostsListVerticalsItemSourcesItem]):
            status (CostsListVerticalsItemStatus):
            title (str):
            freshness (list[CostsListVerticalsItemFreshnessItem] | Unset):
            latest_period (str | Unset):
            note (str | Unset):
     """

    coverage: CostsListVerticalsItemCoverage
    kind: CostsListVerticalsItemKind
    name: str
    sources: list[CostsListVerticalsItemSourcesItem]
    status: CostsListVerticalsItemStatus
    title: str
    freshness: list[CostsListVerticalsItemFreshnessItem] | Unset = UNSET
    latest_period: str | Unset = UNSET
    note: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.costs_list_verticals_item_coverage import CostsListVerticalsItemCoverage
        from ..models.costs_list_verticals_item_freshness_item import CostsListVerticalsItemFreshnessItem
        from ..models.costs_list_verticals_item_sources_item import CostsListVerticalsItemSourcesItem
        coverage = self.coverage.to_dict()

        kind = self.kind.value

        name = self.name

        sources = []
        for sources_item_data in self.sources:
            sources_item = sources_item_data.to_dict()
            sources.append(sources_item)



        status = self.status.value

        title = self.title

        freshness: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.freshness, Unset):
            freshness = []
            for freshness_item_data in self.freshness:
                freshness_item = freshness_item_data.to_dict()
                freshness.append(freshness_item)



        latest_period = self.latest_period

        note = self.note


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "coverage": coverage,
            "kind": kind,
            "name": name,
            "sources": sources,
            "status": status,
            "title": title,
        })
        if freshness is not UNSET:
            field_dict["freshness"] = freshness
        if latest_period is not UNSET:
            field_dict["latest_period"] = latest_period
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.costs_list_verticals_item_coverage import CostsListVerticalsItemCoverage
        from ..models.costs_list_verticals_item_freshness_item import CostsListVerticalsItemFreshnessItem
        from ..models.costs_list_verticals_item_sources_item import CostsListVerticalsItemSourcesItem
        d = dict(src_dict)
        coverage = CostsListVerticalsItemCoverage.from_dict(d.pop("coverage"))




        kind = CostsListVerticalsItemKind(d.pop("kind"))




        name = d.pop("name")

        sources = []
        _sources = d.pop("sources")
        for sources_item_data in (_sources):
            sources_item = CostsListVerticalsItemSourcesItem.from_dict(sources_item_data)



            sources.append(sources_item)


        status = CostsListVerticalsItemStatus(d.pop("status"))




        title = d.pop("title")

        _freshness = d.pop("freshness", UNSET)
        freshness: list[CostsListVerticalsItemFreshnessItem] | Unset = UNSET
        if _freshness is not UNSET:
            freshness = []
            for freshness_item_data in _freshness:
                freshness_item = CostsListVerticalsItemFreshnessItem.from_dict(freshness_item_data)



                freshness.append(freshness_item)


        latest_period = d.pop("latest_period", UNSET)

        note = d.pop("note", UNSET)

        costs_list_verticals_item = cls(
            coverage=coverage,
            kind=kind,
            name=name,
            sources=sources,
            status=status,
            title=title,
            freshness=freshness,
            latest_period=latest_period,
            note=note,
        )


        costs_list_verticals_item.additional_properties = d
        return costs_list_verticals_item

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
