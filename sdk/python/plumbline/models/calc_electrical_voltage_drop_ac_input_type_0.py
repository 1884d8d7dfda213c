from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_electrical_voltage_drop_ac_input_type_0_material import CalcElectricalVoltageDropAcInputType0Material
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcElectricalVoltageDropAcInputType0")



@_attrs_define
class CalcElectricalVoltageDropAcInputType0:
    """ 
        Attributes:
            material (CalcElectricalVoltageDropAcInputType0Material | Unset):
     """

    material: CalcElectricalVoltageDropAcInputType0Material | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        material: str | Unset = UNSET
        if not isinstance(self.material, Unset):
            material = self.material.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if material is not UNSET:
            field_dict["material"] = material

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _material = d.pop("material", UNSET)
        material: CalcElectricalVoltageDropAcInputType0Material | Unset
        if isinstance(_material,  Unset):
            material = UNSET
        else:
            material = CalcElectricalVoltageDropAcInputType0Material(_material)




        calc_electrical_voltage_drop_ac_input_type_0 = cls(
            material=material,
        )


        calc_electrical_voltage_drop_ac_input_type_0.additional_properties = d
        return calc_electrical_voltage_drop_ac_input_type_0

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
