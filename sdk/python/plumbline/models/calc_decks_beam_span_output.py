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





T = TypeVar("T", bound="CalcDecksBeamSpanOutput")



@_attrs_define
class CalcDecksBeamSpanOutput:
    """ The results of calc_decks_beam_span and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            beam_size (str): Beam size.
            code_reference (str): Deck beams section (Tables R507.5(1)-(5)).
            effective_joist_span_ft (float): joist_span_ft x joist_span_factor, feet.
            joist_span_column_ft (float): Effective joist span column read: the effective span or the next longer column (no
                interpolation), feet.
            joist_span_factor (float): Table R507.5(5) factor for the joist cantilever ratio (0.66 without a cantilever).
            load_column_psf (float): Design load of the table read: 40 psf live load or the 50, 60, 70 psf ground snow load.
            max_overhang_ft (float): The beam may extend past its end post a quarter of the beam span (IRC R507.5), feet.
            max_span_ft (float): Allowable beam span between posts, feet.
            max_span_ft_in (str): The same as the table prints it, feet-inches.
            species_group (str): Species group of the row used.
            table (str): The IRC table read.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    beam_size: str
    code_reference: str
    effective_joist_span_ft: float
    joist_span_column_ft: float
    joist_span_factor: float
    load_column_psf: float
    max_overhang_ft: float
    max_span_ft: float
    max_span_ft_in: str
    species_group: str
    table: str
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        beam_size = self.beam_size

        code_reference = self.code_reference

        effective_joist_span_ft = self.effective_joist_span_ft

        joist_span_column_ft = self.joist_span_column_ft

        joist_span_factor = self.joist_span_factor

        load_column_psf = self.load_column_psf

        max_overhang_ft = self.max_overhang_ft

        max_span_ft = self.max_span_ft

        max_span_ft_in = self.max_span_ft_in

        species_group = self.species_group

        table = self.table

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "beam_size": beam_size,
            "code_reference": code_reference,
            "effective_joist_span_ft": effective_joist_span_ft,
            "joist_span_column_ft": joist_span_column_ft,
            "joist_span_factor": joist_span_factor,
            "load_column_psf": load_column_psf,
            "max_overhang_ft": max_overhang_ft,
            "max_span_ft": max_span_ft,
            "max_span_ft_in": max_span_ft_in,
            "species_group": species_group,
            "table": table,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        beam_size = d.pop("beam_size")

        code_reference = d.pop("code_reference")

        effective_joist_span_ft = d.pop("effective_joist_span_ft")

        joist_span_column_ft = d.pop("joist_span_column_ft")

        joist_span_factor = d.pop("joist_span_factor")

        load_column_psf = d.pop("load_column_psf")

        max_overhang_ft = d.pop("max_overhang_ft")

        max_span_ft = d.pop("max_span_ft")

        max_span_ft_in = d.pop("max_span_ft_in")

        species_group = d.pop("species_group")

        table = d.pop("table")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_decks_beam_span_output = cls(
            beam_size=beam_size,
            code_reference=code_reference,
            effective_joist_span_ft=effective_joist_span_ft,
            joist_span_column_ft=joist_span_column_ft,
            joist_span_factor=joist_span_factor,
            load_column_psf=load_column_psf,
            max_overhang_ft=max_overhang_ft,
            max_span_ft=max_span_ft,
            max_span_ft_in=max_span_ft_in,
            species_group=species_group,
            table=table,
            schemas=schemas,
        )


        calc_decks_beam_span_output.additional_properties = d
        return calc_decks_beam_span_output

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
