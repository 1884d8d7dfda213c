from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_decks_joist_span_input_nominal_size import CalcDecksJoistSpanInputNominalSize
from ..models.calc_decks_joist_span_input_species_group import CalcDecksJoistSpanInputSpeciesGroup
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcDecksJoistSpanInput")



@_attrs_define
class CalcDecksJoistSpanInput:
    """ 
        Attributes:
            nominal_size (CalcDecksJoistSpanInputNominalSize): Joist size.
            back_span_ft (float | Unset): Optional: the joist's actual span between supports, feet (0 to skip). It is
                checked against the allowable span, and it caps the cantilever at a quarter of it. Default: 0.0.
            snow_load_psf (float | Unset): Ground snow load, psf. Up to 40 psf the 40 psf live load governs; above it the
                50, 60 or 70 psf snow column of IRC 2021 Table R507.6 at or above the load is read (no cantilever is answered
                there). Default: 0.0.
            spacing_in (float | Unset): Joist spacing on center, inches. The table prints 12, 16 and 24 in; a spacing
                between them is read from the wider column (no interpolation). Default: 16.0.
            species_group (CalcDecksJoistSpanInputSpeciesGroup | Unset): Species group, No. 2 grade, wet service: southern-
                pine; dfl-hem-fir-spf (Douglas fir-larch, hem-fir, spruce-pine-fir, incised); redwood-cedar-ponderosa-red-pine
                (redwood, western cedars, ponderosa pine, red pine). Default: CalcDecksJoistSpanInputSpeciesGroup.SOUTHERN_PINE.
     """

    nominal_size: CalcDecksJoistSpanInputNominalSize
    back_span_ft: float | Unset = 0.0
    snow_load_psf: float | Unset = 0.0
    spacing_in: float | Unset = 16.0
    species_group: CalcDecksJoistSpanInputSpeciesGroup | Unset = CalcDecksJoistSpanInputSpeciesGroup.SOUTHERN_PINE





    def to_dict(self) -> dict[str, Any]:
        nominal_size = self.nominal_size.value

        back_span_ft = self.back_span_ft

        snow_load_psf = self.snow_load_psf

        spacing_in = self.spacing_in

        species_group: str | Unset = UNSET
        if not isinstance(self.species_group, Unset):
            species_group = self.species_group.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "nominal_size": nominal_size,
        })
        if back_span_ft is not UNSET:
            field_dict["back_span_ft"] = back_span_ft
        if snow_load_psf is not UNSET:
            field_dict["snow_load_psf"] = snow_load_psf
        if spacing_in is not UNSET:
            field_dict["spacing_in"] = spacing_in
        if species_group is not UNSET:
            field_dict["species_group"] = species_group

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        nominal_size = CalcDecksJoistSpanInputNominalSize(d.pop("nominal_size"))




        back_span_ft = d.pop("back_span_ft", UNSET)

        snow_load_psf = d.pop("snow_load_psf", UNSET)

        spacing_in = d.pop("spacing_in", UNSET)

        _species_group = d.pop("species_group", UNSET)
        species_group: CalcDecksJoistSpanInputSpeciesGroup | Unset
        if isinstance(_species_group,  Unset):
            species_group = UNSET
        else:
            species_group = CalcDecksJoistSpanInputSpeciesGroup(_species_group)




        calc_decks_joist_span_input = cls(
            nominal_size=nominal_size,
            back_span_ft=back_span_ft,
            snow_load_psf=snow_load_psf,
            spacing_in=spacing_in,
            species_group=species_group,
        )

        return calc_decks_joist_span_input

