from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.benchmark_methodology_project_types_item_status import BenchmarkMethodologyProjectTypesItemStatus
from ..types import UNSET, Unset






T = TypeVar("T", bound="BenchmarkMethodologyProjectTypesItem")



@_attrs_define
class BenchmarkMethodologyProjectTypesItem:
    """ 
        Attributes:
            project_type (str):
            status (BenchmarkMethodologyProjectTypesItemStatus):
            formula (str | Unset):
            missing (str | Unset):
     """

    project_type: str
    status: BenchmarkMethodologyProjectTypesItemStatus
    formula: str | Unset = UNSET
    missing: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        project_type = self.project_type

        status = self.status.value

        formula = self.formula

        missing = self.missing


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "project_type": project_type,
            "status": status,
        })
        if formula is not UNSET:
            field_dict["formula"] = formula
        if missing is not UNSET:
            field_dict["missing"] = missing

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        project_type = d.pop("project_type")

        status = BenchmarkMethodologyProjectTypesItemStatus(d.pop("status"))




        formula = d.pop("formula", UNSET)

        missing = d.pop("missing", UNSET)

        benchmark_methodology_project_types_item = cls(
            project_type=project_type,
            status=status,
            formula=formula,
            missing=missing,
        )


        benchmark_methodology_project_types_item.additional_properties = d
        return benchmark_methodology_project_types_item

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
