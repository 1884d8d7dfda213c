from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.code_list_codes_item import CodeListCodesItem
  from ..models.code_list_standards import CodeListStandards





T = TypeVar("T", bound="CodeList")



@_attrs_define
class CodeList:
    """ 
        Attributes:
            codes (list[CodeListCodesItem]):
            dataset_version (str): The reference dataset version that answered.
            standards (CodeListStandards):
            total_sections (int):
     """

    codes: list[CodeListCodesItem]
    dataset_version: str
    standards: CodeListStandards
    total_sections: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.code_list_codes_item import CodeListCodesItem
        from ..models.code_list_standards import CodeListStandards
        codes = []
        for codes_item_data in self.codes:
            codes_item = codes_item_data.to_dict()
            codes.append(codes_item)



        dataset_version = self.dataset_version

        standards = self.standards.to_dict()

        total_sections = self.total_sections


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "codes": codes,
            "dataset_version": dataset_version,
            "standards": standards,
            "total_sections": total_sections,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.code_list_codes_item import CodeListCodesItem
        from ..models.code_list_standards import CodeListStandards
        d = dict(src_dict)
        codes = []
        _codes = d.pop("codes")
        for codes_item_data in (_codes):
            codes_item = CodeListCodesItem.from_dict(codes_item_data)



            codes.append(codes_item)


        dataset_version = d.pop("dataset_version")

        standards = CodeListStandards.from_dict(d.pop("standards"))




        total_sections = d.pop("total_sections")

        code_list = cls(
            codes=codes,
            dataset_version=dataset_version,
            standards=standards,
            total_sections=total_sections,
        )


        code_list.additional_properties = d
        return code_list

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
