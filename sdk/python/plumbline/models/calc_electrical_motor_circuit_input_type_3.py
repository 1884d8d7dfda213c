from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_electrical_motor_circuit_input_type_3_hp import CalcElectricalMotorCircuitInputType3Hp
from ..models.calc_electrical_motor_circuit_input_type_3_phase import CalcElectricalMotorCircuitInputType3Phase
from ..models.calc_electrical_motor_circuit_input_type_3_voltage import CalcElectricalMotorCircuitInputType3Voltage
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcElectricalMotorCircuitInputType3")



@_attrs_define
class CalcElectricalMotorCircuitInputType3:
    """ 
        Attributes:
            hp (CalcElectricalMotorCircuitInputType3Hp):
            voltage (CalcElectricalMotorCircuitInputType3Voltage):
            phase (CalcElectricalMotorCircuitInputType3Phase | Unset):
     """

    hp: CalcElectricalMotorCircuitInputType3Hp
    voltage: CalcElectricalMotorCircuitInputType3Voltage
    phase: CalcElectricalMotorCircuitInputType3Phase | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        hp = self.hp.value

        voltage = self.voltage.value

        phase: str | Unset = UNSET
        if not isinstance(self.phase, Unset):
            phase = self.phase.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hp": hp,
            "voltage": voltage,
        })
        if phase is not UNSET:
            field_dict["phase"] = phase

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hp = CalcElectricalMotorCircuitInputType3Hp(d.pop("hp"))




        voltage = CalcElectricalMotorCircuitInputType3Voltage(d.pop("voltage"))




        _phase = d.pop("phase", UNSET)
        phase: CalcElectricalMotorCircuitInputType3Phase | Unset
        if isinstance(_phase,  Unset):
            phase = UNSET
        else:
            phase = CalcElectricalMotorCircuitInputType3Phase(_phase)




        calc_electrical_motor_circuit_input_type_3 = cls(
            hp=hp,
            voltage=voltage,
            phase=phase,
        )


        calc_electrical_motor_circuit_input_type_3.additional_properties = d
        return calc_electrical_motor_circuit_input_type_3

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
