from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="OEWSMoney")



@_attrs_define
class OEWSMoney:
    """ 
        Attributes:
            cents (int | None):
            published (str): As published: a number, a marker (*, **, #, ~) or empty.
     """

    cents: int | None
    published: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cents: int | None
        cents = self.cents

        published = self.published


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cents": cents,
            "published": published,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_cents(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        cents = _parse_cents(d.pop("cents"))


        published = d.pop("published")

        oews_money = cls(
            cents=cents,
            published=published,
        )


        oews_money.additional_properties = d
        return oews_money

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
