from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.limits_request_spend_cap_type_0 import LimitsRequestSpendCapType0





T = TypeVar("T", bound="LimitsRequest")



@_attrs_define
class LimitsRequest:
    """ 
        Attributes:
            spend_cap (LimitsRequestSpendCapType0 | None):
     """

    spend_cap: LimitsRequestSpendCapType0 | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.limits_request_spend_cap_type_0 import LimitsRequestSpendCapType0
        spend_cap: dict[str, Any] | None
        if isinstance(self.spend_cap, LimitsRequestSpendCapType0):
            spend_cap = self.spend_cap.to_dict()
        else:
            spend_cap = self.spend_cap


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "spend_cap": spend_cap,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.limits_request_spend_cap_type_0 import LimitsRequestSpendCapType0
        d = dict(src_dict)
        def _parse_spend_cap(data: object) -> LimitsRequestSpendCapType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                spend_cap_type_0 = LimitsRequestSpendCapType0.from_dict(data)



                return spend_cap_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LimitsRequestSpendCapType0 | None, data)

        spend_cap = _parse_spend_cap(d.pop("spend_cap"))


        limits_request = cls(
            spend_cap=spend_cap,
        )

        return limits_request

