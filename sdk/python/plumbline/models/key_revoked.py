from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.key_revoked_status import KeyRevokedStatus
from typing import cast
import datetime






T = TypeVar("T", bound="KeyRevoked")



@_attrs_define
class KeyRevoked:
    """ 
        Attributes:
            key_id (str):
            revoked_at (datetime.datetime):
            status (KeyRevokedStatus):
     """

    key_id: str
    revoked_at: datetime.datetime
    status: KeyRevokedStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        key_id = self.key_id

        revoked_at = self.revoked_at.isoformat()

        status = self.status.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "key_id": key_id,
            "revoked_at": revoked_at,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key_id = d.pop("key_id")

        revoked_at = datetime.datetime.fromisoformat(d.pop("revoked_at"))




        status = KeyRevokedStatus(d.pop("status"))




        key_revoked = cls(
            key_id=key_id,
            revoked_at=revoked_at,
            status=status,
        )


        key_revoked.additional_properties = d
        return key_revoked

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
