from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_lumber_ceiling_joist_span_input_attic_storage import CalcLumberCeilingJoistSpanInputAtticStorage
from ..models.calc_lumber_ceiling_joist_span_input_grade import CalcLumberCeilingJoistSpanInputGrade
from ..models.calc_lumber_ceiling_joist_span_input_nominal_size import CalcLumberCeilingJoistSpanInputNominalSize
from ..models.calc_lumber_ceiling_joist_span_input_species import CalcLumberCeilingJoistSpanInputSpecies
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcLumberCeilingJoistSpanInput")



@_attrs_define
class CalcLumberCeilingJoistSpanInput:
    """ 
        Attributes:
            nominal_size (CalcLumberCeilingJoistSpanInputNominalSize): Ceiling joist size.
            attic_storage (CalcLumberCeilingJoistSpanInputAtticStorage | Unset): Uninhabitable attic: limited storage (20
                psf live load, Table R802.5.1(2), carried) or none (10 psf, Table R802.5.1(1), not carried). Using the limited-
                storage table for an attic without storage is conservative. Default:
                CalcLumberCeilingJoistSpanInputAtticStorage.LIMITED.
            grade (CalcLumberCeilingJoistSpanInputGrade | Unset): Grade: ss (Select Structural), 1, 2 or 3 (No. 1, No. 2,
                No. 3). Default: CalcLumberCeilingJoistSpanInputGrade.VALUE_2.
            spacing_in (float | Unset): Spacing on center, inches. The tables print 12, 16, 19.2 and 24 in; a spacing
                between them is read from the wider column (no interpolation). Default: 16.0.
            span_ft (float | Unset): Optional: the ceiling joist's clear span, feet (0 to skip), checked against the
                allowable span. Default: 0.0.
            species (CalcLumberCeilingJoistSpanInputSpecies | Unset): Species, visually graded: douglas-fir-larch, hem-fir,
                southern-pine or spruce-pine-fir. For all but spruce-pine-fir only the 19.2 and 24 in columns are carried: a
                closer spacing reads the 19.2 in column (conservative). Default:
                CalcLumberCeilingJoistSpanInputSpecies.SPRUCE_PINE_FIR.
     """

    nominal_size: CalcLumberCeilingJoistSpanInputNominalSize
    attic_storage: CalcLumberCeilingJoistSpanInputAtticStorage | Unset = CalcLumberCeilingJoistSpanInputAtticStorage.LIMITED
    grade: CalcLumberCeilingJoistSpanInputGrade | Unset = CalcLumberCeilingJoistSpanInputGrade.VALUE_2
    spacing_in: float | Unset = 16.0
    span_ft: float | Unset = 0.0
    species: CalcLumberCeilingJoistSpanInputSpecies | Unset = CalcLumberCeilingJoistSpanInputSpecies.SPRUCE_PINE_FIR





    def to_dict(self) -> dict[str, Any]:
        nominal_size = self.nominal_size.value

        attic_storage: str | Unset = UNSET
        if not isinstance(self.attic_storage, Unset):
            attic_storage = self.attic_storage.value


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
            "nominal_size": nominal_size,
        })
        if attic_storage is not UNSET:
            field_dict["attic_storage"] = attic_storage
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
        nominal_size = CalcLumberCeilingJoistSpanInputNominalSize(d.pop("nominal_size"))




        _attic_storage = d.pop("attic_storage", UNSET)
        attic_storage: CalcLumberCeilingJoistSpanInputAtticStorage | Unset
        if isinstance(_attic_storage,  Unset):
            attic_storage = UNSET
        else:
            attic_storage = CalcLumberCeilingJoistSpanInputAtticStorage(_attic_storage)




        _grade = d.pop("grade", UNSET)
        grade: CalcLumberCeilingJoistSpanInputGrade | Unset
        if isinstance(_grade,  Unset):
            grade = UNSET
        else:
            grade = CalcLumberCeilingJoistSpanInputGrade(_grade)




        spacing_in = d.pop("spacing_in", UNSET)

        span_ft = d.pop("span_ft", UNSET)

        _species = d.pop("species", UNSET)
        species: CalcLumberCeilingJoistSpanInputSpecies | Unset
        if isinstance(_species,  Unset):
            species = UNSET
        else:
            species = CalcLumberCeilingJoistSpanInputSpecies(_species)




        calc_lumber_ceiling_joist_span_input = cls(
            nominal_size=nominal_size,
            attic_storage=attic_storage,
            grade=grade,
            spacing_in=spacing_in,
            span_ft=span_ft,
            species=species,
        )

        return calc_lumber_ceiling_joist_span_input

