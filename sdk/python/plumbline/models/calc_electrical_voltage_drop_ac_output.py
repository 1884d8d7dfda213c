from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_electrical_voltage_drop_ac_output_checks_item import CalcElectricalVoltageDropAcOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcElectricalVoltageDropAcOutput")



@_attrs_define
class CalcElectricalVoltageDropAcOutput:
    """ The results of calc_electrical_voltage_drop_ac and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            checks (list[CalcElectricalVoltageDropAcOutputChecksItem]): The drop against 3 %, the branch-circuit figure of
                the NEC 210.19(A) informational note (a recommendation, not a requirement).
            code_reference (str): The branch-circuit conductor section whose informational note gives the 3 % figure; the
                impedances are NEC Chapter 9 Table 9's.
            effective_z_ohm_per_kft (float): R x power_factor + XL x sin(acos(power_factor)) (Table 9 Note 2), ohm per 1000
                ft.
            pass_ (bool): True when every check passes.
            reactance_ohm_per_kft (float): Table 9 reactance XL for the conduit (PVC and aluminum share a column), ohm per
                1000 ft.
            resistance_ohm_per_kft (float): Table 9 ac resistance at 75 °C for the material and conduit, ohm to neutral per
                1000 ft.
            voltage_at_load_v (float): voltage - voltage_drop_v, volts.
            voltage_drop_pct (float): voltage_drop_v as a percent of voltage.
            voltage_drop_v (float): Voltage drop over the run, volts.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    checks: list[CalcElectricalVoltageDropAcOutputChecksItem]
    code_reference: str
    effective_z_ohm_per_kft: float
    pass_: bool
    reactance_ohm_per_kft: float
    resistance_ohm_per_kft: float
    voltage_at_load_v: float
    voltage_drop_pct: float
    voltage_drop_v: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_electrical_voltage_drop_ac_output_checks_item import CalcElectricalVoltageDropAcOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        effective_z_ohm_per_kft = self.effective_z_ohm_per_kft

        pass_ = self.pass_

        reactance_ohm_per_kft = self.reactance_ohm_per_kft

        resistance_ohm_per_kft = self.resistance_ohm_per_kft

        voltage_at_load_v = self.voltage_at_load_v

        voltage_drop_pct = self.voltage_drop_pct

        voltage_drop_v = self.voltage_drop_v

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "checks": checks,
            "code_reference": code_reference,
            "effective_z_ohm_per_kft": effective_z_ohm_per_kft,
            "pass": pass_,
            "reactance_ohm_per_kft": reactance_ohm_per_kft,
            "resistance_ohm_per_kft": resistance_ohm_per_kft,
            "voltage_at_load_v": voltage_at_load_v,
            "voltage_drop_pct": voltage_drop_pct,
            "voltage_drop_v": voltage_drop_v,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_electrical_voltage_drop_ac_output_checks_item import CalcElectricalVoltageDropAcOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcElectricalVoltageDropAcOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        effective_z_ohm_per_kft = d.pop("effective_z_ohm_per_kft")

        pass_ = d.pop("pass")

        reactance_ohm_per_kft = d.pop("reactance_ohm_per_kft")

        resistance_ohm_per_kft = d.pop("resistance_ohm_per_kft")

        voltage_at_load_v = d.pop("voltage_at_load_v")

        voltage_drop_pct = d.pop("voltage_drop_pct")

        voltage_drop_v = d.pop("voltage_drop_v")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_electrical_voltage_drop_ac_output = cls(
            checks=checks,
            code_reference=code_reference,
            effective_z_ohm_per_kft=effective_z_ohm_per_kft,
            pass_=pass_,
            reactance_ohm_per_kft=reactance_ohm_per_kft,
            resistance_ohm_per_kft=resistance_ohm_per_kft,
            voltage_at_load_v=voltage_at_load_v,
            voltage_drop_pct=voltage_drop_pct,
            voltage_drop_v=voltage_drop_v,
            schemas=schemas,
        )


        calc_electrical_voltage_drop_ac_output.additional_properties = d
        return calc_electrical_voltage_drop_ac_output

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
