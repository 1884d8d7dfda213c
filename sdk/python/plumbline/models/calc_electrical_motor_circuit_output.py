from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcElectricalMotorCircuitOutput")



@_attrs_define
class CalcElectricalMotorCircuitOutput:
    """ The results of calc_electrical_motor_circuit and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            code_reference (str): The single-motor conductor section.
            conductor_ampacity_a (float): Table 310.16 ampacity of conductor_size in the column used, amperes.
            conductor_size (str): Smallest conductor whose Table 310.16 ampacity in the terminal_temp_c column is at least
                min_conductor_ampacity_a. The 240.4(D) small-conductor limits do not apply to motor circuits (240.4(G)).
            flc_a (float): Full-load current from Table 430.248 (single-phase) or 430.250 (three-phase), amperes: the figure
                conductors and the short-circuit device are sized from (430.6(A)(1)), not the nameplate.
            max_ocpd_a (float): Largest short-circuit and ground-fault device rating: ocpd_calculated_a when it is a
                240.6(A) standard rating, else the next higher standard rating (430.52(C)(1)(a)), amperes.
            min_conductor_ampacity_a (float): 125 % of flc_a (430.22), amperes.
            nec_edition_used (str): NEC edition applied.
            ocpd_calculated_a (float): flc_a x ocpd_percent, amperes.
            ocpd_percent (float): Table 430.52(C)(1) percent of full-load current for ocpd_type.
            overload_max_a (float): Largest separate overload device rating: 125 % (or 115 %) of nameplate_fla_a
                (430.32(A)(1)); 0 when no nameplate current is given, amperes.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    code_reference: str
    conductor_ampacity_a: float
    conductor_size: str
    flc_a: float
    max_ocpd_a: float
    min_conductor_ampacity_a: float
    nec_edition_used: str
    ocpd_calculated_a: float
    ocpd_percent: float
    overload_max_a: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        code_reference = self.code_reference

        conductor_ampacity_a = self.conductor_ampacity_a

        conductor_size = self.conductor_size

        flc_a = self.flc_a

        max_ocpd_a = self.max_ocpd_a

        min_conductor_ampacity_a = self.min_conductor_ampacity_a

        nec_edition_used = self.nec_edition_used

        ocpd_calculated_a = self.ocpd_calculated_a

        ocpd_percent = self.ocpd_percent

        overload_max_a = self.overload_max_a

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code_reference": code_reference,
            "conductor_ampacity_a": conductor_ampacity_a,
            "conductor_size": conductor_size,
            "flc_a": flc_a,
            "max_ocpd_a": max_ocpd_a,
            "min_conductor_ampacity_a": min_conductor_ampacity_a,
            "nec_edition_used": nec_edition_used,
            "ocpd_calculated_a": ocpd_calculated_a,
            "ocpd_percent": ocpd_percent,
            "overload_max_a": overload_max_a,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        code_reference = d.pop("code_reference")

        conductor_ampacity_a = d.pop("conductor_ampacity_a")

        conductor_size = d.pop("conductor_size")

        flc_a = d.pop("flc_a")

        max_ocpd_a = d.pop("max_ocpd_a")

        min_conductor_ampacity_a = d.pop("min_conductor_ampacity_a")

        nec_edition_used = d.pop("nec_edition_used")

        ocpd_calculated_a = d.pop("ocpd_calculated_a")

        ocpd_percent = d.pop("ocpd_percent")

        overload_max_a = d.pop("overload_max_a")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_electrical_motor_circuit_output = cls(
            code_reference=code_reference,
            conductor_ampacity_a=conductor_ampacity_a,
            conductor_size=conductor_size,
            flc_a=flc_a,
            max_ocpd_a=max_ocpd_a,
            min_conductor_ampacity_a=min_conductor_ampacity_a,
            nec_edition_used=nec_edition_used,
            ocpd_calculated_a=ocpd_calculated_a,
            ocpd_percent=ocpd_percent,
            overload_max_a=overload_max_a,
            schemas=schemas,
        )


        calc_electrical_motor_circuit_output.additional_properties = d
        return calc_electrical_motor_circuit_output

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
