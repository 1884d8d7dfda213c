from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_electrical_motor_circuit_input_type_2_hp import CalcElectricalMotorCircuitInputType2Hp
from ..models.calc_electrical_motor_circuit_input_type_2_phase import CalcElectricalMotorCircuitInputType2Phase
from ..models.calc_electrical_motor_circuit_input_type_2_voltage import CalcElectricalMotorCircuitInputType2Voltage
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcElectricalMotorCircuitInputType2")



@_attrs_define
class CalcElectricalMotorCircuitInputType2:
    """ 
        Attributes:
            hp (CalcElectricalMotorCircuitInputType2Hp):
            phase (CalcElectricalMotorCircuitInputType2Phase | Unset):
            voltage (CalcElectricalMotorCircuitInputType2Voltage | Unset):
     """

    hp: CalcElectricalMotorCircuitInputType2Hp
    phase: CalcElectricalMotorCircuitInputType2Phase | Unset = UNSET
    voltage: CalcElectricalMotorCircuitInputType2Voltage | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        hp = self.hp.value

        phase: str | Unset = UNSET
        if not isinstance(self.phase, Unset):
            phase = self.phase.value


        voltage: str | Unset = UNSET
        if not isinstance(self.voltage, Unset):
            voltage = self.voltage.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hp": hp,
        })
        if phase is not UNSET:
            field_dict["phase"] = phase
        if voltage is not UNSET:
            field_dict["voltage"] = voltage

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hp = CalcElectricalMotorCircuitInputType2Hp(d.pop("hp"))




        _phase = d.pop("phase", UNSET)
        phase: CalcElectricalMotorCircuitInputType2Phase | Unset
        if isinstance(_phase,  Unset):
            phase = UNSET
        else:
            phase = CalcElectricalMotorCircuitInputType2Phase(_phase)




        _voltage = d.pop("voltage", UNSET)
        voltage: CalcElectricalMotorCircuitInputType2Voltage | Unset
        if isinstance(_voltage,  Unset):
            voltage = UNSET
        else:
            voltage = CalcElectricalMotorCircuitInputType2Voltage(_voltage)




        calc_electrical_motor_circuit_input_type_2 = cls(
            hp=hp,
            phase=phase,
            voltage=voltage,
        )


        calc_electrical_motor_circuit_input_type_2.additional_properties = d
        return calc_electrical_motor_circuit_input_type_2

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
