from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_lumber_ceiling_joist_span_output_checks_item import CalcLumberCeilingJoistSpanOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcLumberCeilingJoistSpanOutput")



@_attrs_define
class CalcLumberCeilingJoistSpanOutput:
    """ The results of calc_lumber_ceiling_joist_span and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            checks (list[CalcLumberCeilingJoistSpanOutputChecksItem]): span_ft against the allowable span (empty without
                span_ft).
            code_reference (str): Ceiling joists section (Tables R802.5.1(1), (2)).
            deflection (str): Deflection limit the table is computed for.
            grade (str): Grade of the row used.
            live_load_psf (float): Attic live load of the table, psf (dead load 10 psf).
            max_span_ft (float): Allowable clear span, feet.
            max_span_ft_in (str): The same as the table prints it, feet-inches.
            nominal_size (str): Ceiling joist size.
            spacing_column_in (float): Spacing column used, inches.
            species (str): Species of the table column used.
            table (str): The IRC table read.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    checks: list[CalcLumberCeilingJoistSpanOutputChecksItem]
    code_reference: str
    deflection: str
    grade: str
    live_load_psf: float
    max_span_ft: float
    max_span_ft_in: str
    nominal_size: str
    spacing_column_in: float
    species: str
    table: str
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_lumber_ceiling_joist_span_output_checks_item import CalcLumberCeilingJoistSpanOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        deflection = self.deflection

        grade = self.grade

        live_load_psf = self.live_load_psf

        max_span_ft = self.max_span_ft

        max_span_ft_in = self.max_span_ft_in

        nominal_size = self.nominal_size

        spacing_column_in = self.spacing_column_in

        species = self.species

        table = self.table

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "checks": checks,
            "code_reference": code_reference,
            "deflection": deflection,
            "grade": grade,
            "live_load_psf": live_load_psf,
            "max_span_ft": max_span_ft,
            "max_span_ft_in": max_span_ft_in,
            "nominal_size": nominal_size,
            "spacing_column_in": spacing_column_in,
            "species": species,
            "table": table,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_lumber_ceiling_joist_span_output_checks_item import CalcLumberCeilingJoistSpanOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcLumberCeilingJoistSpanOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        deflection = d.pop("deflection")

        grade = d.pop("grade")

        live_load_psf = d.pop("live_load_psf")

        max_span_ft = d.pop("max_span_ft")

        max_span_ft_in = d.pop("max_span_ft_in")

        nominal_size = d.pop("nominal_size")

        spacing_column_in = d.pop("spacing_column_in")

        species = d.pop("species")

        table = d.pop("table")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_lumber_ceiling_joist_span_output = cls(
            checks=checks,
            code_reference=code_reference,
            deflection=deflection,
            grade=grade,
            live_load_psf=live_load_psf,
            max_span_ft=max_span_ft,
            max_span_ft_in=max_span_ft_in,
            nominal_size=nominal_size,
            spacing_column_in=spacing_column_in,
            species=species,
            table=table,
            schemas=schemas,
        )


        calc_lumber_ceiling_joist_span_output.additional_properties = d
        return calc_lumber_ceiling_joist_span_output

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
