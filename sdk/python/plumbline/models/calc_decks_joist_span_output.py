from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_decks_joist_span_output_checks_item import CalcDecksJoistSpanOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcDecksJoistSpanOutput")



@_attrs_define
class CalcDecksJoistSpanOutput:
    """ The results of calc_decks_joist_span and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            cantilever_limited_by (str): table, or quarter-of-back-span.
            cantilever_source (str): Where the overhang figure comes from.
            checks (list[CalcDecksJoistSpanOutputChecksItem]): The back span against the allowable span (empty without
                back_span_ft).
            code_reference (str): Deck joists section (Table R507.6).
            live_load_psf (float): Design live (or snow) load of the table, psf (dead load 10 psf).
            max_cantilever_ft (float): Allowable cantilever: the table overhang, capped at a quarter of back_span_ft when
                given (rounded down to the inch), feet.
            max_cantilever_ft_in (str): The same in feet-inches.
            max_span_ft (float): Allowable joist span between supports, feet.
            max_span_ft_in (str): The same as the table prints it, feet-inches ("13-1").
            nominal_size (str): Joist size.
            spacing_column_in (float): Spacing column used: the input spacing or the next wider column, inches.
            species_group (str): Species group of the row used.
            table_cantilever_ft (float): Allowable overhang past the beam of AWC DCA 6 Table 2, feet.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    cantilever_limited_by: str
    cantilever_source: str
    checks: list[CalcDecksJoistSpanOutputChecksItem]
    code_reference: str
    live_load_psf: float
    max_cantilever_ft: float
    max_cantilever_ft_in: str
    max_span_ft: float
    max_span_ft_in: str
    nominal_size: str
    spacing_column_in: float
    species_group: str
    table_cantilever_ft: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_decks_joist_span_output_checks_item import CalcDecksJoistSpanOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        cantilever_limited_by = self.cantilever_limited_by

        cantilever_source = self.cantilever_source

        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        live_load_psf = self.live_load_psf

        max_cantilever_ft = self.max_cantilever_ft

        max_cantilever_ft_in = self.max_cantilever_ft_in

        max_span_ft = self.max_span_ft

        max_span_ft_in = self.max_span_ft_in

        nominal_size = self.nominal_size

        spacing_column_in = self.spacing_column_in

        species_group = self.species_group

        table_cantilever_ft = self.table_cantilever_ft

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cantilever_limited_by": cantilever_limited_by,
            "cantilever_source": cantilever_source,
            "checks": checks,
            "code_reference": code_reference,
            "live_load_psf": live_load_psf,
            "max_cantilever_ft": max_cantilever_ft,
            "max_cantilever_ft_in": max_cantilever_ft_in,
            "max_span_ft": max_span_ft,
            "max_span_ft_in": max_span_ft_in,
            "nominal_size": nominal_size,
            "spacing_column_in": spacing_column_in,
            "species_group": species_group,
            "table_cantilever_ft": table_cantilever_ft,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_decks_joist_span_output_checks_item import CalcDecksJoistSpanOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        cantilever_limited_by = d.pop("cantilever_limited_by")

        cantilever_source = d.pop("cantilever_source")

        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcDecksJoistSpanOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        live_load_psf = d.pop("live_load_psf")

        max_cantilever_ft = d.pop("max_cantilever_ft")

        max_cantilever_ft_in = d.pop("max_cantilever_ft_in")

        max_span_ft = d.pop("max_span_ft")

        max_span_ft_in = d.pop("max_span_ft_in")

        nominal_size = d.pop("nominal_size")

        spacing_column_in = d.pop("spacing_column_in")

        species_group = d.pop("species_group")

        table_cantilever_ft = d.pop("table_cantilever_ft")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_decks_joist_span_output = cls(
            cantilever_limited_by=cantilever_limited_by,
            cantilever_source=cantilever_source,
            checks=checks,
            code_reference=code_reference,
            live_load_psf=live_load_psf,
            max_cantilever_ft=max_cantilever_ft,
            max_cantilever_ft_in=max_cantilever_ft_in,
            max_span_ft=max_span_ft,
            max_span_ft_in=max_span_ft_in,
            nominal_size=nominal_size,
            spacing_column_in=spacing_column_in,
            species_group=species_group,
            table_cantilever_ft=table_cantilever_ft,
            schemas=schemas,
        )


        calc_decks_joist_span_output.additional_properties = d
        return calc_decks_joist_span_output

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
