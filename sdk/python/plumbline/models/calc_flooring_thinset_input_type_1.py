from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_flooring_thinset_input_type_1_trowel_notch import CalcFlooringThinsetInputType1TrowelNotch
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcFlooringThinsetInputType1")



@_attrs_define
class CalcFlooringThinsetInputType1:
    """ 
        Attributes:
            trowel_notch (CalcFlooringThinsetInputType1TrowelNotch | Unset):
     """

    trowel_notch: CalcFlooringThinsetInputType1TrowelNotch | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        trowel_notch: str | Unset = UNSET
        if not isinstance(self.trowel_notch, Unset):
            trowel_notch = self.trowel_notch.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if trowel_notch is not UNSET:
            field_dict["trowel_notch"] = trowel_notch

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _trowel_notch = d.pop("trowel_notch", UNSET)
        trowel_notch: CalcFlooringThinsetInputType1TrowelNotch | Unset
        if isinstance(_trowel_notch,  Unset):
            trowel_notch = UNSET
        else:
            trowel_notch = CalcFlooringThinsetInputType1TrowelNotch(_trowel_notch)




        calc_flooring_thinset_input_type_1 = cls(
            trowel_notch=trowel_notch,
        )


        calc_flooring_thinset_input_type_1.additional_properties = d
        return calc_flooring_thinset_input_type_1

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
