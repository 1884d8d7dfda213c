from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CodeListCodesItemEditionsItem")



@_attrs_define
class CodeListCodesItemEditionsItem:
    """ 
        Attributes:
            edition (str):
            sections (int):
            title (str):
            viewer_url (str):
     """

    edition: str
    sections: int
    title: str
    viewer_url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        edition = self.edition

        sections = self.sections

        title = self.title

        viewer_url = self.viewer_url


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "edition": edition,
            "sections": sections,
            "title": title,
            "viewer_url": viewer_url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        edition = d.pop("edition")

        sections = d.pop("sections")

        title = d.pop("title")

        viewer_url = d.pop("viewer_url")

        code_list_codes_item_editions_item = cls(
            edition=edition,
            sections=sections,
            title=title,
            viewer_url=viewer_url,
        )


        code_list_codes_item_editions_item.additional_properties = d
        return code_list_codes_item_editions_item

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
