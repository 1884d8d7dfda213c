from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.benchmark_list_project_types_item_duration_geographies_item import BenchmarkListProjectTypesItemDurationGeographiesItem
from ..models.benchmark_list_project_types_item_status import BenchmarkListProjectTypesItemStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="BenchmarkListProjectTypesItem")



@_attrs_define
class BenchmarkListProjectTypesItem:
    """ 
        Attributes:
            path (str):
            project_type (str):
            scope_summary (str):
            status (BenchmarkListProjectTypesItemStatus):
            tiers (list[str]):
            title (str):
            duration_geographies (list[BenchmarkListProjectTypesItemDurationGeographiesItem] | Unset): The geographies a
                duration is given for (empty: none).
            duration_missing (str | Unset): Why the type has no duration.
            missing (str | Unset):
     """

    path: str
    project_type: str
    scope_summary: str
    status: BenchmarkListProjectTypesItemStatus
    tiers: list[str]
    title: str
    duration_geographies: list[BenchmarkListProjectTypesItemDurationGeographiesItem] | Unset = UNSET
    duration_missing: str | Unset = UNSET
    missing: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        path = self.path

        project_type = self.project_type

        scope_summary = self.scope_summary

        status = self.status.value

        tiers = self.tiers



        title = self.title

        duration_geographies: list[str] | Unset = UNSET
        if not isinstance(self.duration_geographies, Unset):
            duration_geographies = []
            for duration_geographies_item_data in self.duration_geographies:
                duration_geographies_item = duration_geographies_item_data.value
                duration_geographies.append(duration_geographies_item)



        duration_missing = self.duration_missing

        missing = self.missing


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "path": path,
            "project_type": project_type,
            "scope_summary": scope_summary,
            "status": status,
            "tiers": tiers,
            "title": title,
        })
        if duration_geographies is not UNSET:
            field_dict["duration_geographies"] = duration_geographies
        if duration_missing is not UNSET:
            field_dict["duration_missing"] = duration_missing
        if missing is not UNSET:
            field_dict["missing"] = missing

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        path = d.pop("path")

        project_type = d.pop("project_type")

        scope_summary = d.pop("scope_summary")

        status = BenchmarkListProjectTypesItemStatus(d.pop("status"))




        tiers = cast(list[str], d.pop("tiers"))


        title = d.pop("title")

        _duration_geographies = d.pop("duration_geographies", UNSET)
        duration_geographies: list[BenchmarkListProjectTypesItemDurationGeographiesItem] | Unset = UNSET
        if _duration_geographies is not UNSET:
            duration_geographies = []
            for duration_geographies_item_data in _duration_geographies:
                duration_geographies_item = BenchmarkListProjectTypesItemDurationGeographiesItem(duration_geographies_item_data)



                duration_geographies.append(duration_geographies_item)


        duration_missing = d.pop("duration_missing", UNSET)

        missing = d.pop("missing", UNSET)

        benchmark_list_project_types_item = cls(
            path=path,
            project_type=project_type,
            scope_summary=scope_summary,
            status=status,
            tiers=tiers,
            title=title,
            duration_geographies=duration_geographies,
            duration_missing=duration_missing,
            missing=missing,
        )


        benchmark_list_project_types_item.additional_properties = d
        return benchmark_list_project_types_item

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
