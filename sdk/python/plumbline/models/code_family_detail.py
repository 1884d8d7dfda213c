from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.code_family_detail_code import CodeFamilyDetailCode
from typing import cast

if TYPE_CHECKING:
  from ..models.code_family_detail_chapters_item import CodeFamilyDetailChaptersItem
  from ..models.code_family_detail_editions_item import CodeFamilyDetailEditionsItem





T = TypeVar("T", bound="CodeFamilyDetail")



@_attrs_define
class CodeFamilyDetail:
    """ 
        Attributes:
            chapters (list[CodeFamilyDetailChaptersItem]):
            code (CodeFamilyDetailCode):
            dataset_version (str): The reference dataset version that answered.
            default_edition (str):
            editions (list[CodeFamilyDetailEditionsItem]):
            publisher (str):
            title (str):
     """

    chapters: list[CodeFamilyDetailChaptersItem]
    code: CodeFamilyDetailCode
    dataset_version: str
    default_edition: str
    editions: list[CodeFamilyDetailEditionsItem]
    publisher: str
    title: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.code_family_detail_chapters_item import CodeFamilyDetailChaptersItem
        from ..models.code_family_detail_editions_item import CodeFamilyDetailEditionsItem
        chapters = []
        for chapters_item_data in self.chapters:
            chapters_item = chapters_item_data.to_dict()
            chapters.append(chapters_item)



        code = self.code.value

        dataset_version = self.dataset_version

        default_edition = self.default_edition

        editions = []
        for editions_item_data in self.editions:
            editions_item = editions_item_data.to_dict()
            editions.append(editions_item)



        publisher = self.publisher

        title = self.title


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "chapters": chapters,
            "code": code,
            "dataset_version": dataset_version,
            "default_edition": default_edition,
            "editions": editions,
            "publisher": publisher,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.code_family_detail_chapters_item import CodeFamilyDetailChaptersItem
        from ..models.code_family_detail_editions_item import CodeFamilyDetailEditionsItem
        d = dict(src_dict)
        chapters = []
        _chapters = d.pop("chapters")
        for chapters_item_data in (_chapters):
            chapters_item = CodeFamilyDetailChaptersItem.from_dict(chapters_item_data)



            chapters.append(chapters_item)


        code = CodeFamilyDetailCode(d.pop("code"))




        dataset_version = d.pop("dataset_version")

        default_edition = d.pop("default_edition")

        editions = []
        _editions = d.pop("editions")
        for editions_item_data in (_editions):
            editions_item = CodeFamilyDetailEditionsItem.from_dict(editions_item_data)



            editions.append(editions_item)


        publisher = d.pop("publisher")

        title = d.pop("title")

        code_family_detail = cls(
            chapters=chapters,
            code=code,
            dataset_version=dataset_version,
            default_edition=default_edition,
            editions=editions,
            publisher=publisher,
            title=title,
        )


        code_family_detail.additional_properties = d
        return code_family_detail

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
