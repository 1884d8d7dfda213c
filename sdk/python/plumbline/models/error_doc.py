from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.error_doc_codes_item import ErrorDocCodesItem
  from ..models.error_doc_field_codes_item import ErrorDocFieldCodesItem





T = TypeVar("T", bound="ErrorDoc")



@_attrs_define
class ErrorDoc:
    """ What a problem's status means and the codes it carries.

        Attributes:
            codes (list[ErrorDocCodesItem]): The domain error codes answered with this status.
            meaning (str):
            status (int):
            title (str):
            what_to_do (str):
            field_codes (list[ErrorDocFieldCodesItem] | Unset): 422 only: the codes of errors[] entries.
     """

    codes: list[ErrorDocCodesItem]
    meaning: str
    status: int
    title: str
    what_to_do: str
    field_codes: list[ErrorDocFieldCodesItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.error_doc_codes_item import ErrorDocCodesItem
        from ..models.error_doc_field_codes_item import ErrorDocFieldCodesItem
        codes = []
        for codes_item_data in self.codes:
            codes_item = codes_item_data.to_dict()
            codes.append(codes_item)



        meaning = self.meaning

        status = self.status

        title = self.title

        what_to_do = self.what_to_do

        field_codes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.field_codes, Unset):
            field_codes = []
            for field_codes_item_data in self.field_codes:
                field_codes_item = field_codes_item_data.to_dict()
                field_codes.append(field_codes_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "codes": codes,
            "meaning": meaning,
            "status": status,
            "title": title,
            "what_to_do": what_to_do,
        })
        if field_codes is not UNSET:
            field_dict["field_codes"] = field_codes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_doc_codes_item import ErrorDocCodesItem
        from ..models.error_doc_field_codes_item import ErrorDocFieldCodesItem
        d = dict(src_dict)
        codes = []
        _codes = d.pop("codes")
        for codes_item_data in (_codes):
            codes_item = ErrorDocCodesItem.from_dict(codes_item_data)



            codes.append(codes_item)


        meaning = d.pop("meaning")

        status = d.pop("status")

        title = d.pop("title")

        what_to_do = d.pop("what_to_do")

        _field_codes = d.pop("field_codes", UNSET)
        field_codes: list[ErrorDocFieldCodesItem] | Unset = UNSET
        if _field_codes is not UNSET:
            field_codes = []
            for field_codes_item_data in _field_codes:
                field_codes_item = ErrorDocFieldCodesItem.from_dict(field_codes_item_data)



                field_codes.append(field_codes_item)


        error_doc = cls(
            codes=codes,
            meaning=meaning,
            status=status,
            title=title,
            what_to_do=what_to_do,
            field_codes=field_codes,
        )


        error_doc.additional_properties = d
        return error_doc

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
