from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.standards_family_code import StandardsFamilyCode
from typing import cast

if TYPE_CHECKING:
  from ..models.code_standard import CodeStandard





T = TypeVar("T", bound="StandardsFamily")



@_attrs_define
class StandardsFamily:
    """ 
        Attributes:
            code (StandardsFamilyCode):
            dataset_version (str): The reference dataset version that answered.
            standards (list[CodeStandard]):
            title (str):
     """

    code: StandardsFamilyCode
    dataset_version: str
    standards: list[CodeStandard]
    title: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.code_standard import CodeStandard
        code = self.code.value

        dataset_version = self.dataset_version

        standards = []
        for standards_item_data in self.standards:
            standards_item = standards_item_data.to_dict()
            standards.append(standards_item)



        title = self.title


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "dataset_version": dataset_version,
            "standards": standards,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.code_standard import CodeStandard
        d = dict(src_dict)
        code = StandardsFamilyCode(d.pop("code"))




        dataset_version = d.pop("dataset_version")

        standards = []
        _standards = d.pop("standards")
        for standards_item_data in (_standards):
            standards_item = CodeStandard.from_dict(standards_item_data)



            standards.append(standards_item)


        title = d.pop("title")

        standards_family = cls(
            code=code,
            dataset_version=dataset_version,
            standards=standards,
            title=title,
        )


        standards_family.additional_properties = d
        return standards_family

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
