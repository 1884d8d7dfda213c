from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_lumber_rafter_span_input_grade import CalcLumberRafterSpanInputGrade
from ..models.calc_lumber_rafter_span_input_nominal_size import CalcLumberRafterSpanInputNominalSize
from ..models.calc_lumber_rafter_span_input_species import CalcLumberRafterSpanInputSpecies
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcLumberRafterSpanInput")



@_attrs_define
class CalcLumberRafterSpanInput:
    """ 
        Attributes:
            ground_snow_load_psf (float): Ground snow load, psf. The 50 and 70 psf tables are carried: up to 50 psf reads
                the 50 psf table (conservative for a lighter snow load or the 20 psf roof live load), above it the 70 psf table.
            nominal_size (CalcLumberRafterSpanInputNominalSize): Rafter size.
            ceiling_attached (bool | Unset): True when a ceiling is fastened to the rafters (L/240 tables, not carried: 422
                not_carried); false reads the ceiling-not-attached (L/180) tables. Default: False.
            dead_load_psf (float | Unset): Roof dead load, psf. Only the 10 psf columns are carried; above 10 psf is
                answered 422 not_carried. Default: 10.0.
            grade (CalcLumberRafterSpanInputGrade | Unset): Grade: ss (Select Structural), 1, 2 or 3 (No. 1, No. 2, No. 3).
                Default: CalcLumberRafterSpanInputGrade.VALUE_2.
            spacing_in (float | Unset): Spacing on center, inches. The tables print 12, 16, 19.2 and 24 in; a spacing
                between them is read from the wider column (no interpolation). Default: 16.0.
            span_ft (float | Unset): Optional: the rafter's horizontal projected span, feet (0 to skip), checked against the
                allowable span. Default: 0.0.
            species (CalcLumberRafterSpanInputSpecies | Unset): Species, visually graded: douglas-fir-larch, hem-fir,
                southern-pine or spruce-pine-fir. Only spruce-pine-fir is carried; the others are answered 422 not_carried.
                Default: CalcLumberRafterSpanInputSpecies.SPRUCE_PINE_FIR.
     """

    ground_snow_load_psf: float
    nominal_size: CalcLumberRafterSpanInputNominalSize
    ceiling_attached: bool | Unset = False
    dead_load_psf: float | Unset = 10.0
    grade: CalcLumberRafterSpanInputGrade | Unset = CalcLumberRafterSpanInputGrade.VALUE_2
    spacing_in: float | Unset = 16.0
    span_ft: float | Unset = 0.0
    species: CalcLumberRafterSpanInputSpecies | Unset = CalcLumberRafterSpanInputSpecies.SPRUCE_PINE_FIR





    def to_dict(self) -> dict[str, Any]:
        ground_snow_load_psf = self.ground_snow_load_psf

        nominal_size = self.nominal_size.value

        ceiling_attached = self.ceiling_attached

        dead_load_psf = self.dead_load_psf

        grade: str | Unset = UNSET
        if not isinstance(self.grade, Unset):
            grade = self.grade.value


        spacing_in = self.spacing_in

        span_ft = self.span_ft

        species: str | Unset = UNSET
        if not isinstance(self.species, Unset):
            species = self.species.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ground_snow_load_psf": ground_snow_load_psf,
            "nominal_size": nominal_size,
        })
        if ceiling_attached is not UNSET:
            field_dict["ceiling_attached"] = ceiling_attached
        if dead_load_psf is not UNSET:
            field_dict["dead_load_psf"] = dead_load_psf
        if grade is not UNSET:
            field_dict["grade"] = grade
        if spacing_in is not UNSET:
            field_dict["spacing_in"] = spacing_in
        if span_ft is not UNSET:
            field_dict["span_ft"] = span_ft
        if species is not UNSET:
            field_dict["species"] = species

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ground_snow_load_psf = d.pop("ground_snow_load_psf")

        nominal_size = CalcLumberRafterSpanInputNominalSize(d.pop("nominal_size"))




        ceiling_attached = d.pop("ceiling_attached", UNSET)

        dead_load_psf = d.pop("dead_load_psf", UNSET)

        _grade = d.pop("grade", UNSET)
        grade: CalcLumberRafterSpanInputGrade | Unset
        if isinstance(_grade,  Unset):
            grade = UNSET
        else:
            grade = CalcLumberRafterSpanInputGrade(_grade)




        spacing_in = d.pop("spacing_in", UNSET)

        span_ft = d.pop("span_ft", UNSET)

        _species = d.pop("species", UNSET)
        species: CalcLumberRafterSpanInputSpecies | Unset
        if isinstance(_species,  Unset):
            species = UNSET
        else:
            species = CalcLumberRafterSpanInputSpecies(_species)




        calc_lumber_rafter_span_input = cls(
            ground_snow_load_psf=ground_snow_load_psf,
            nominal_size=nominal_size,
            ceiling_attached=ceiling_attached,
            dead_load_psf=dead_load_psf,
            grade=grade,
            spacing_in=spacing_in,
            span_ft=span_ft,
            species=species,
        )

        return calc_lumber_rafter_span_input

