from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PortalRequest")



@_attrs_define
class PortalRequest:
    """ 
        Attributes:
            return_url (str):
     """

    return_url: str





    def to_dict(self) -> dict[str, Any]:
        return_url = self.return_url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "return_url": return_url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        return_url = d.pop("return_url")

        portal_request = cls(
            return_url=return_url,
        )

        return portal_request

