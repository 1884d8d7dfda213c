from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.code_section import CodeSection
  from ..models.code_standard import CodeStandard





T = TypeVar("T", bound="SectionList")



@_attrs_define
class SectionList:
    """ 
        Attributes:
            code (str):
            dataset_version (str): The reference dataset version that answered.
            next_page (int | None):
            page (int):
            per_page (int):
            sections (list[CodeSection | CodeStandard]):
            total (int):
     """

    code: str
    dataset_version: str
    next_page: int | None
    page: int
    per_page: int
    sections: list[CodeSection | CodeStandard]
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.code_section import CodeSection
        from ..models.code_standard import CodeStandard
        code = self.code

        dataset_version = self.dataset_version

        next_page: int | None
        next_page = self.next_page

        page = self.page

        per_page = self.per_page

        sections = []
        for sections_item_data in self.sections:
            sections_item: dict[str, Any]
            if isinstance(sections_item_data, CodeSection):
                sections_item = sections_item_data.to_dict()
            else:
                sections_item = sections_item_data.to_dict()

            sections.append(sections_item)



        total = self.total


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "dataset_version": dataset_version,
            "next_page": next_page,
            "page": page,
            "per_page": per_page,
            "sections": sections,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.code_section import CodeSection
        from ..models.code_standard import CodeStandard
        d = dict(src_dict)
        code = d.pop("code")

        dataset_version = d.pop("dataset_version")

        def _parse_next_page(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_page = _parse_next_page(d.pop("next_page"))


        page = d.pop("page")

        per_page = d.pop("per_page")

        sections = []
        _sections = d.pop("sections")
        for sections_item_data in (_sections):
            def _parse_sections_item(data: object) -> CodeSection | CodeStandard:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    sections_item_type_0 = CodeSection.from_dict(data)



                    return sections_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                sections_item_type_1 = CodeStandard.from_dict(data)



                return sections_item_type_1

            sections_item = _parse_sections_item(sections_item_data)

            sections.append(sections_item)


        total = d.pop("total")

        section_list = cls(
            code=code,
            dataset_version=dataset_version,
            next_page=next_page,
            page=page,
            per_page=per_page,
            sections=sections,
            total=total,
        )


        section_list.additional_properties = d
        return section_list

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
