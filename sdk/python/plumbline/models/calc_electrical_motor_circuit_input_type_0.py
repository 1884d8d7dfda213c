from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_electrical_motor_circuit_input_type_0_hp import CalcElectricalMotorCircuitInputType0Hp
from ..models.calc_electrical_motor_circuit_input_type_0_phase import CalcElectricalMotorCircuitInputType0Phase
from ..models.calc_electrical_motor_circuit_input_type_0_voltage import CalcElectricalMotorCircuitInputType0Voltage
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcElectricalMotorCircuitInputType0")



@_attrs_define
class CalcElectricalMotorCircuitInputType0:
    """ 
        Attributes:
            hp (CalcElectricalMotorCircuitInputType0Hp):
            phase (CalcElectricalMotorCircuitInputType0Phase):
            voltage (CalcElectricalMotorCircuitInputType0Voltage | Unset):
     """

    hp: CalcElectricalMotorCircuitInputType0Hp
    phase: CalcElectricalMotorCircuitInputType0Phase
    voltage: CalcElectricalMotorCircuitInputType0Voltage | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        hp = self.hp.value

        phase = self.phase.value

        voltage: str | Unset = UNSET
        if not isinstance(self.voltage, Unset):
            voltage = self.voltage.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hp": hp,
            "phase": phase,
        })
        if voltage is not UNSET:
            field_dict["voltage"] = voltage

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hp = CalcElectricalMotorCircuitInputType0Hp(d.pop("hp"))




        phase = CalcElectricalMotorCircuitInputType0Phase(d.pop("phase"))




        _voltage = d.pop("voltage", UNSET)
        voltage: CalcElectricalMotorCircuitInputType0Voltage | Unset
        if isinstance(_voltage,  Unset):
            voltage = UNSET
        else:
            voltage = CalcElectricalMotorCircuitInputType0Voltage(_voltage)




        calc_electrical_motor_circuit_input_type_0 = cls(
            hp=hp,
            phase=phase,
            voltage=voltage,
        )


        calc_electrical_motor_circuit_input_type_0.additional_properties = d
        return calc_electrical_motor_circuit_input_type_0

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
