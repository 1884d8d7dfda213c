from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.permits_latest_breakouts_1u import PermitsLatestBreakouts1U
  from ..models.permits_latest_breakouts_2u import PermitsLatestBreakouts2U
  from ..models.permits_latest_breakouts_34u import PermitsLatestBreakouts34U
  from ..models.permits_latest_breakouts_5_plus_u import PermitsLatestBreakouts5PlusU





T = TypeVar("T", bound="PermitsLatestBreakouts")



@_attrs_define
class PermitsLatestBreakouts:
    """ 
        Attributes:
            field_1u (PermitsLatestBreakouts1U):
            field_2u (PermitsLatestBreakouts2U):
            field_3_4u (PermitsLatestBreakouts34U):
            field_5u (PermitsLatestBreakouts5PlusU):
     """

    field_1u: PermitsLatestBreakouts1U
    field_2u: PermitsLatestBreakouts2U
    field_3_4u: PermitsLatestBreakouts34U
    field_5u: PermitsLatestBreakouts5PlusU
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.permits_latest_breakouts_1u import PermitsLatestBreakouts1U
        from ..models.permits_latest_breakouts_2u import PermitsLatestBreakouts2U
        from ..models.permits_latest_breakouts_34u import PermitsLatestBreakouts34U
        from ..models.permits_latest_breakouts_5_plus_u import PermitsLatestBreakouts5PlusU
        field_1u = self.field_1u.to_dict()

        field_2u = self.field_2u.to_dict()

        field_3_4u = self.field_3_4u.to_dict()

        field_5u = self.field_5u.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "1u": field_1u,
            "2u": field_2u,
            "3-4u": field_3_4u,
            "5+u": field_5u,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.permits_latest_breakouts_1u import PermitsLatestBreakouts1U
        from ..models.permits_latest_breakouts_2u import PermitsLatestBreakouts2U
        from ..models.permits_latest_breakouts_34u import PermitsLatestBreakouts34U
        from ..models.permits_latest_breakouts_5_plus_u import PermitsLatestBreakouts5PlusU
        d = dict(src_dict)
        field_1u = PermitsLatestBreakouts1U.from_dict(d.pop("1u"))




        field_2u = PermitsLatestBreakouts2U.from_dict(d.pop("2u"))




        field_3_4u = PermitsLatestBreakouts34U.from_dict(d.pop("3-4u"))




        field_5u = PermitsLatestBreakouts5PlusU.from_dict(d.pop("5+u"))




        permits_latest_breakouts = cls(
            field_1u=field_1u,
            field_2u=field_2u,
            field_3_4u=field_3_4u,
            field_5u=field_5u,
        )


        permits_latest_breakouts.additional_properties = d
        return permits_latest_breakouts

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
