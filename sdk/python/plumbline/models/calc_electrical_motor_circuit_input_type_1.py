from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_electrical_motor_circuit_input_type_1_hp import CalcElectricalMotorCircuitInputType1Hp
from ..models.calc_electrical_motor_circuit_input_type_1_phase import CalcElectricalMotorCircuitInputType1Phase
from ..models.calc_electrical_motor_circuit_input_type_1_voltage import CalcElectricalMotorCircuitInputType1Voltage
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcElectricalMotorCircuitInputType1")



@_attrs_define
class CalcElectricalMotorCircuitInputType1:
    """ 
        Attributes:
            hp (CalcElectricalMotorCircuitInputType1Hp):
            voltage (CalcElectricalMotorCircuitInputType1Voltage):
            phase (CalcElectricalMotorCircuitInputType1Phase | Unset):
     """

    hp: CalcElectricalMotorCircuitInputType1Hp
    voltage: CalcElectricalMotorCircuitInputType1Voltage
    phase: CalcElectricalMotorCircuitInputType1Phase | Unset = UNSET
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
        hp = CalcElectricalMotorCircuitInputType1Hp(d.pop("hp"))




        voltage = CalcElectricalMotorCircuitInputType1Voltage(d.pop("voltage"))




        _phase = d.pop("phase", UNSET)
        phase: CalcElectricalMotorCircuitInputType1Phase | Unset
        if isinstance(_phase,  Unset):
            phase = UNSET
        else:
            phase = CalcElectricalMotorCircuitInputType1Phase(_phase)




        calc_electrical_motor_circuit_input_type_1 = cls(
            hp=hp,
            voltage=voltage,
            phase=phase,
        )


        calc_electrical_motor_circuit_input_type_1.additional_properties = d
        return calc_electrical_motor_circuit_input_type_1

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
