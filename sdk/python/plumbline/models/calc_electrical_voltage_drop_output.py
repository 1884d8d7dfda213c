from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_electrical_voltage_drop_output_checks_item import CalcElectricalVoltageDropOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcElectricalVoltageDropOutput")



@_attrs_define
class CalcElectricalVoltageDropOutput:
    """ The results of calc_electrical_voltage_drop and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            checks (list[CalcElectricalVoltageDropOutputChecksItem]): Branch drop against 3 % and total drop against 5 %
                (NEC 210.19(A) Informational Note No. 4: a recommendation for reasonable efficiency, not a requirement).
            circular_mils (int): Conductor area, circular mils (Chapter 9 Table 8).
            code_reference (str): The branch-circuit conductor section whose informational note gives the 3 % / 5 % figures.
            method_used (str): The resistance source applied.
            nec_edition_used (str): NEC edition applied.
            pass_ (bool): True when every check passes.
            resistance_ohm_per_kft (float): Conductor resistance applied, ohm per 1000 ft (for k-factor: K x 1000 / circular
                mils).
            total_drop_pct (float): upstream_drop_pct + voltage_drop_pct.
            voltage_drop_pct (float): voltage_drop_v as a percent of voltage_v.
            voltage_drop_v (float): Voltage drop over the run, volts.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    checks: list[CalcElectricalVoltageDropOutputChecksItem]
    circular_mils: int
    code_reference: str
    method_used: str
    nec_edition_used: str
    pass_: bool
    resistance_ohm_per_kft: float
    total_drop_pct: float
    voltage_drop_pct: float
    voltage_drop_v: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_electrical_voltage_drop_output_checks_item import CalcElectricalVoltageDropOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        circular_mils = self.circular_mils

        code_reference = self.code_reference

        method_used = self.method_used

        nec_edition_used = self.nec_edition_used

        pass_ = self.pass_

        resistance_ohm_per_kft = self.resistance_ohm_per_kft

        total_drop_pct = self.total_drop_pct

        voltage_drop_pct = self.voltage_drop_pct

        voltage_drop_v = self.voltage_drop_v

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "checks": checks,
            "circular_mils": circular_mils,
            "code_reference": code_reference,
            "method_used": method_used,
            "nec_edition_used": nec_edition_used,
            "pass": pass_,
            "resistance_ohm_per_kft": resistance_ohm_per_kft,
            "total_drop_pct": total_drop_pct,
            "voltage_drop_pct": voltage_drop_pct,
            "voltage_drop_v": voltage_drop_v,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_electrical_voltage_drop_output_checks_item import CalcElectricalVoltageDropOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcElectricalVoltageDropOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        circular_mils = d.pop("circular_mils")

        code_reference = d.pop("code_reference")

        method_used = d.pop("method_used")

        nec_edition_used = d.pop("nec_edition_used")

        pass_ = d.pop("pass")

        resistance_ohm_per_kft = d.pop("resistance_ohm_per_kft")

        total_drop_pct = d.pop("total_drop_pct")

        voltage_drop_pct = d.pop("voltage_drop_pct")

        voltage_drop_v = d.pop("voltage_drop_v")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_electrical_voltage_drop_output = cls(
            checks=checks,
            circular_mils=circular_mils,
            code_reference=code_reference,
            method_used=method_used,
            nec_edition_used=nec_edition_used,
            pass_=pass_,
            resistance_ohm_per_kft=resistance_ohm_per_kft,
            total_drop_pct=total_drop_pct,
            voltage_drop_pct=voltage_drop_pct,
            voltage_drop_v=voltage_drop_v,
            schemas=schemas,
        )


        calc_electrical_voltage_drop_output.additional_properties = d
        return calc_electrical_voltage_drop_output

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
