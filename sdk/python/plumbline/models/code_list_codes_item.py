from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.code_list_codes_item_code import CodeListCodesItemCode
from typing import cast

if TYPE_CHECKING:
  from ..models.code_list_codes_item_editions_item import CodeListCodesItemEditionsItem





T = TypeVar("T", bound="CodeListCodesItem")



@_attrs_define
class CodeListCodesItem:
    """ 
        Attributes:
            code (CodeListCodesItemCode):
            default_edition (str):
            editions (list[CodeListCodesItemEditionsItem]):
            publisher (str):
            title (str):
     """

    code: CodeListCodesItemCode
    default_edition: str
    editions: list[CodeListCodesItemEditionsItem]
    publisher: str
    title: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.code_list_codes_item_editions_item import CodeListCodesItemEditionsItem
        code = self.code.value

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
            "code": code,
            "default_edition": default_edition,
            "editions": editions,
            "publisher": publisher,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.code_list_codes_item_editions_item import CodeListCodesItemEditionsItem
        d = dict(src_dict)
        code = CodeListCodesItemCode(d.pop("code"))




        default_edition = d.pop("default_edition")

        editions = []
        _editions = d.pop("editions")
        for editions_item_data in (_editions):
            editions_item = CodeListCodesItemEditionsItem.from_dict(editions_item_data)



            editions.append(editions_item)


        publisher = d.pop("publisher")

        title = d.pop("title")

        code_list_codes_item = cls(
            code=code,
            default_edition=default_edition,
            editions=editions,
            publisher=publisher,
            title=title,
        )


        code_list_codes_item.additional_properties = d
        return code_list_codes_item

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
