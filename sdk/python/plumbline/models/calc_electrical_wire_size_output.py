from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_electrical_wire_size_output_checks_item import CalcElectricalWireSizeOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcElectricalWireSizeOutput")



@_attrs_define
class CalcElectricalWireSizeOutput:
    """ The results of calc_electrical_wire_size and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            ampacity_a (float): Table 310.16 ampacity of conductor_size at its insulation rating (the base for any
                adjustment or correction), amperes.
            checks (list[CalcElectricalWireSizeOutputChecksItem]): Usable ampacity against the required ampacity, and (with
                a run length) the voltage drop against its limit.
            code_reference (str): The ampacity table section.
            conductor_size (str): Smallest size that carries the load and, when run_length_ft > 0, keeps the voltage drop
                within the limit; when no carried size (up to 500 kcmil) does, 500 kcmil with its failing check (pass false).
            nec_edition_used (str): NEC edition applied.
            pass_ (bool): True when every check passes.
            required_ampacity_a (float): load_a, or 125 % of it for a continuous load (NEC 210.19(A)), amperes.
            size_for_ampacity (str): Smallest size that carries the load, before any voltage-drop increase.
            small_conductor_limit_a (float): NEC 240.4(D) overcurrent-device limit for conductor_size (15/20/30 A for
                14/12/10 AWG copper, 15/25 A for 12/10 AWG aluminum); 0 when none applies.
            terminal_rating_used (str): Termination temperature applied, °C.
            upsized_for_voltage_drop (bool): True when conductor_size is larger than size_for_ampacity because of voltage
                drop.
            usable_ampacity_a (float): Ampacity of conductor_size in the lower of the insulation and terminal columns,
                capped by the NEC 240.4(D) small-conductor limit, amperes.
            voltage_drop_pct (float): voltage_drop_v as a percent of voltage_v.
            voltage_drop_v (float): Voltage drop of conductor_size over the run with NEC Chapter 9 Table 8 stranded
                resistance at 75 °C; 0 when run_length_ft is 0, volts.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    ampacity_a: float
    checks: list[CalcElectricalWireSizeOutputChecksItem]
    code_reference: str
    conductor_size: str
    nec_edition_used: str
    pass_: bool
    required_ampacity_a: float
    size_for_ampacity: str
    small_conductor_limit_a: float
    terminal_rating_used: str
    upsized_for_voltage_drop: bool
    usable_ampacity_a: float
    voltage_drop_pct: float
    voltage_drop_v: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_electrical_wire_size_output_checks_item import CalcElectricalWireSizeOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        ampacity_a = self.ampacity_a

        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        conductor_size = self.conductor_size

        nec_edition_used = self.nec_edition_used

        pass_ = self.pass_

        required_ampacity_a = self.required_ampacity_a

        size_for_ampacity = self.size_for_ampacity

        small_conductor_limit_a = self.small_conductor_limit_a

        terminal_rating_used = self.terminal_rating_used

        upsized_for_voltage_drop = self.upsized_for_voltage_drop

        usable_ampacity_a = self.usable_ampacity_a

        voltage_drop_pct = self.voltage_drop_pct

        voltage_drop_v = self.voltage_drop_v

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ampacity_a": ampacity_a,
            "checks": checks,
            "code_reference": code_reference,
            "conductor_size": conductor_size,
            "nec_edition_used": nec_edition_used,
            "pass": pass_,
            "required_ampacity_a": required_ampacity_a,
            "size_for_ampacity": size_for_ampacity,
            "small_conductor_limit_a": small_conductor_limit_a,
            "terminal_rating_used": terminal_rating_used,
            "upsized_for_voltage_drop": upsized_for_voltage_drop,
            "usable_ampacity_a": usable_ampacity_a,
            "voltage_drop_pct": voltage_drop_pct,
            "voltage_drop_v": voltage_drop_v,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_electrical_wire_size_output_checks_item import CalcElectricalWireSizeOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        ampacity_a = d.pop("ampacity_a")

        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcElectricalWireSizeOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        conductor_size = d.pop("conductor_size")

        nec_edition_used = d.pop("nec_edition_used")

        pass_ = d.pop("pass")

        required_ampacity_a = d.pop("required_ampacity_a")

        size_for_ampacity = d.pop("size_for_ampacity")

        small_conductor_limit_a = d.pop("small_conductor_limit_a")

        terminal_rating_used = d.pop("terminal_rating_used")

        upsized_for_voltage_drop = d.pop("upsized_for_voltage_drop")

        usable_ampacity_a = d.pop("usable_ampacity_a")

        voltage_drop_pct = d.pop("voltage_drop_pct")

        voltage_drop_v = d.pop("voltage_drop_v")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_electrical_wire_size_output = cls(
            ampacity_a=ampacity_a,
            checks=checks,
            code_reference=code_reference,
            conductor_size=conductor_size,
            nec_edition_used=nec_edition_used,
            pass_=pass_,
            required_ampacity_a=required_ampacity_a,
            size_for_ampacity=size_for_ampacity,
            small_conductor_limit_a=small_conductor_limit_a,
            terminal_rating_used=terminal_rating_used,
            upsized_for_voltage_drop=upsized_for_voltage_drop,
            usable_ampacity_a=usable_ampacity_a,
            voltage_drop_pct=voltage_drop_pct,
            voltage_drop_v=voltage_drop_v,
            schemas=schemas,
        )


        calc_electrical_wire_size_output.additional_properties = d
        return calc_electrical_wire_size_output

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
