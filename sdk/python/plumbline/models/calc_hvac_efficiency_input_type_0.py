from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_hvac_efficiency_input_type_0_equipment import CalcHvacEfficiencyInputType0Equipment






T = TypeVar("T", bound="CalcHvacEfficiencyInputType0")



@_attrs_define
class CalcHvacEfficiencyInputType0:
    """ 
        Attributes:
            equipment (CalcHvacEfficiencyInputType0Equipment):
     """

    equipment: CalcHvacEfficiencyInputType0Equipment
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        equipment = self.equipment.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "equipment": equipment,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        equipment = CalcHvacEfficiencyInputType0Equipment(d.pop("equipment"))




        calc_hvac_efficiency_input_type_0 = cls(
            equipment=equipment,
        )


        calc_hvac_efficiency_input_type_0.additional_properties = d
        return calc_hvac_efficiency_input_type_0

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
