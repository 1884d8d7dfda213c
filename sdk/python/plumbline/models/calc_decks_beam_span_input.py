from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_decks_beam_span_input_beam_size import CalcDecksBeamSpanInputBeamSize
from ..models.calc_decks_beam_span_input_species_group import CalcDecksBeamSpanInputSpeciesGroup
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcDecksBeamSpanInput")



@_attrs_define
class CalcDecksBeamSpanInput:
    """ 
        Attributes:
            beam_size (CalcDecksBeamSpanInputBeamSize): Built-up beam: plies-member, e.g. 2-2x10.
            joist_span_ft (float): Span of the joists the beam carries (joists from one side only), feet.
            joist_cantilever_ft (float | Unset): How far the joists overhang past the beam, feet: it sets the joist span
                factor of Table R507.5(5). More than a quarter of the joist span is not permitted (R507.6) and is answered 422
                beyond_table. Default: 0.0.
            snow_load_psf (float | Unset): Ground snow load, psf: up to 40 psf Table R507.5(1) (40 psf live load) governs;
                50, 60 and 70 psf Tables R507.5(2)-(4). A load between tables reads the heavier one. Default: 0.0.
            species_group (CalcDecksBeamSpanInputSpeciesGroup | Unset): Species group, No. 2 grade, wet service: southern-
                pine; dfl-hem-fir-spf (Douglas fir-larch, hem-fir, spruce-pine-fir); redwood-cedar-ponderosa-red-pine (redwood,
                western cedars, ponderosa pine, red pine). Default: CalcDecksBeamSpanInputSpeciesGroup.DFL_HEM_FIR_SPF.
     """

    beam_size: CalcDecksBeamSpanInputBeamSize
    joist_span_ft: float
    joist_cantilever_ft: float | Unset = 0.0
    snow_load_psf: float | Unset = 0.0
    species_group: CalcDecksBeamSpanInputSpeciesGroup | Unset = CalcDecksBeamSpanInputSpeciesGroup.DFL_HEM_FIR_SPF





    def to_dict(self) -> dict[str, Any]:
        beam_size = self.beam_size.value

        joist_span_ft = self.joist_span_ft

        joist_cantilever_ft = self.joist_cantilever_ft

        snow_load_psf = self.snow_load_psf

        species_group: str | Unset = UNSET
        if not isinstance(self.species_group, Unset):
            species_group = self.species_group.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "beam_size": beam_size,
            "joist_span_ft": joist_span_ft,
        })
        if joist_cantilever_ft is not UNSET:
            field_dict["joist_cantilever_ft"] = joist_cantilever_ft
        if snow_load_psf is not UNSET:
            field_dict["snow_load_psf"] = snow_load_psf
        if species_group is not UNSET:
            field_dict["species_group"] = species_group

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        beam_size = CalcDecksBeamSpanInputBeamSize(d.pop("beam_size"))




        joist_span_ft = d.pop("joist_span_ft")

        joist_cantilever_ft = d.pop("joist_cantilever_ft", UNSET)

        snow_load_psf = d.pop("snow_load_psf", UNSET)

        _species_group = d.pop("species_group", UNSET)
        species_group: CalcDecksBeamSpanInputSpeciesGroup | Unset
        if isinstance(_species_group,  Unset):
            species_group = UNSET
        else:
            species_group = CalcDecksBeamSpanInputSpeciesGroup(_species_group)




        calc_decks_beam_span_input = cls(
            beam_size=beam_size,
            joist_span_ft=joist_span_ft,
            joist_cantilever_ft=joist_cantilever_ft,
            snow_load_psf=snow_load_psf,
            species_group=species_group,
        )

        return calc_decks_beam_span_input

