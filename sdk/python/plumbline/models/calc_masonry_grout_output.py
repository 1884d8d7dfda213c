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





T = TypeVar("T", bound="CalcMasonryGroutOutput")



@_attrs_define
class CalcMasonryGroutOutput:
    """ The results of calc_masonry_grout and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            cells_per_course (int): Cells in one course: wall length / 8 in, rounded up.
            code_reference (str): The masonry standard governing grouted masonry.
            core_volume_cuft_per_cell (float): Grout in one cell, ft³ (half a two-cell block).
            core_volume_source (str): Where the core volume comes from.
            courses (int): 8 in courses: wall height / 8 in, rounded up.
            grout_cuft (float): Grout volume with waste, ft³.
            grout_cuyd (float): Grout volume with waste, yd³.
            grouted_cells (int): Grouted cells in the wall: grouted_cells_per_course x courses.
            grouted_cells_per_course (int): Grouted cells in one course.
            waste_pct_applied (float): Waste allowance applied, percent.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    cells_per_course: int
    code_reference: str
    core_volume_cuft_per_cell: float
    core_volume_source: str
    courses: int
    grout_cuft: float
    grout_cuyd: float
    grouted_cells: int
    grouted_cells_per_course: int
    waste_pct_applied: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        cells_per_course = self.cells_per_course

        code_reference = self.code_reference

        core_volume_cuft_per_cell = self.core_volume_cuft_per_cell

        core_volume_source = self.core_volume_source

        courses = self.courses

        grout_cuft = self.grout_cuft

        grout_cuyd = self.grout_cuyd

        grouted_cells = self.grouted_cells

        grouted_cells_per_course = self.grouted_cells_per_course

        waste_pct_applied = self.waste_pct_applied

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cells_per_course": cells_per_course,
            "code_reference": code_reference,
            "core_volume_cuft_per_cell": core_volume_cuft_per_cell,
            "core_volume_source": core_volume_source,
            "courses": courses,
            "grout_cuft": grout_cuft,
            "grout_cuyd": grout_cuyd,
            "grouted_cells": grouted_cells,
            "grouted_cells_per_course": grouted_cells_per_course,
            "waste_pct_applied": waste_pct_applied,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        cells_per_course = d.pop("cells_per_course")

        code_reference = d.pop("code_reference")

        core_volume_cuft_per_cell = d.pop("core_volume_cuft_per_cell")

        core_volume_source = d.pop("core_volume_source")

        courses = d.pop("courses")

        grout_cuft = d.pop("grout_cuft")

        grout_cuyd = d.pop("grout_cuyd")

        grouted_cells = d.pop("grouted_cells")

        grouted_cells_per_course = d.pop("grouted_cells_per_course")

        waste_pct_applied = d.pop("waste_pct_applied")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_masonry_grout_output = cls(
            cells_per_course=cells_per_course,
            code_reference=code_reference,
            core_volume_cuft_per_cell=core_volume_cuft_per_cell,
            core_volume_source=core_volume_source,
            courses=courses,
            grout_cuft=grout_cuft,
            grout_cuyd=grout_cuyd,
            grouted_cells=grouted_cells,
            grouted_cells_per_course=grouted_cells_per_course,
            waste_pct_applied=waste_pct_applied,
            schemas=schemas,
        )


        calc_masonry_grout_output.additional_properties = d
        return calc_masonry_grout_output

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
