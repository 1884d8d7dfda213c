from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.key_request_scopes_item import KeyRequestScopesItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="KeyRequest")



@_attrs_define
class KeyRequest:
    """ 
        Attributes:
            livemode (bool | Unset): false: a test key (svc_test_…): same answers, never counted or billed, its own rate
                limit. Default: True.
            scopes (list[KeyRequestScopesItem] | Unset): What the new key may reach (mcp: every scope); at most the creating
                key's. Default: the creating key's scopes.
     """

    livemode: bool | Unset = True
    scopes: list[KeyRequestScopesItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        livemode = self.livemode

        scopes: list[str] | Unset = UNSET
        if not isinstance(self.scopes, Unset):
            scopes = []
            for scopes_item_data in self.scopes:
                scopes_item = scopes_item_data.value
                scopes.append(scopes_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if livemode is not UNSET:
            field_dict["livemode"] = livemode
        if scopes is not UNSET:
            field_dict["scopes"] = scopes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        livemode = d.pop("livemode", UNSET)

        _scopes = d.pop("scopes", UNSET)
        scopes: list[KeyRequestScopesItem] | Unset = UNSET
        if _scopes is not UNSET:
            scopes = []
            for scopes_item_data in _scopes:
                scopes_item = KeyRequestScopesItem(scopes_item_data)



                scopes.append(scopes_item)


        key_request = cls(
            livemode=livemode,
            scopes=scopes,
        )

        return key_request

