from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_electrical_egc_size_output_checks_item import CalcElectricalEgcSizeOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcElectricalEgcSizeOutput")



@_attrs_define
class CalcElectricalEgcSizeOutput:
    """ The results of calc_electrical_egc_size and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            capped_at_circuit_conductors (bool): True when egc_size is the ungrounded conductor size because the table size
                is larger (250.122(A)).
            checks (list[CalcElectricalEgcSizeOutputChecksItem]): When both ungrounded sizes are given: the installed size
                against the minimum with sufficient ampacity.
            code_reference (str): The equipment grounding conductor sizing section.
            egc_size (str): Equipment grounding conductor to install: table_size, increased under 250.122(B) when the
                ungrounded conductors are, and never required larger than the ungrounded conductors (250.122(A)).
            increase_ratio (float): Circular mils of ungrounded_size / ungrounded_min_size (1 when not increased).
            increased_250_122_b (bool): True when egc_size is larger than table_size because of 250.122(B).
            pass_ (bool): True when every check passes.
            required_cmil (float): Table size area x increase_ratio, circular mils (Chapter 9 Table 8).
            table_size (str): Table 250.122 minimum size for ocpd_a.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    capped_at_circuit_conductors: bool
    checks: list[CalcElectricalEgcSizeOutputChecksItem]
    code_reference: str
    egc_size: str
    increase_ratio: float
    increased_250_122_b: bool
    pass_: bool
    required_cmil: float
    table_size: str
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_electrical_egc_size_output_checks_item import CalcElectricalEgcSizeOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        capped_at_circuit_conductors = self.capped_at_circuit_conductors

        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        egc_size = self.egc_size

        increase_ratio = self.increase_ratio

        increased_250_122_b = self.increased_250_122_b

        pass_ = self.pass_

        required_cmil = self.required_cmil

        table_size = self.table_size

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "capped_at_circuit_conductors": capped_at_circuit_conductors,
            "checks": checks,
            "code_reference": code_reference,
            "egc_size": egc_size,
            "increase_ratio": increase_ratio,
            "increased_250_122_b": increased_250_122_b,
            "pass": pass_,
            "required_cmil": required_cmil,
            "table_size": table_size,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_electrical_egc_size_output_checks_item import CalcElectricalEgcSizeOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        capped_at_circuit_conductors = d.pop("capped_at_circuit_conductors")

        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcElectricalEgcSizeOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        egc_size = d.pop("egc_size")

        increase_ratio = d.pop("increase_ratio")

        increased_250_122_b = d.pop("increased_250_122_b")

        pass_ = d.pop("pass")

        required_cmil = d.pop("required_cmil")

        table_size = d.pop("table_size")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_electrical_egc_size_output = cls(
            capped_at_circuit_conductors=capped_at_circuit_conductors,
            checks=checks,
            code_reference=code_reference,
            egc_size=egc_size,
            increase_ratio=increase_ratio,
            increased_250_122_b=increased_250_122_b,
            pass_=pass_,
            required_cmil=required_cmil,
            table_size=table_size,
            schemas=schemas,
        )


        calc_electrical_egc_size_output.additional_properties = d
        return calc_electrical_egc_size_output

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
