from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_concrete_slab_on_grade_input_fill_material import CalcConcreteSlabOnGradeInputFillMaterial
from ..models.calc_concrete_slab_on_grade_input_irc_edition import CalcConcreteSlabOnGradeInputIrcEdition
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcConcreteSlabOnGradeInput")



@_attrs_define
class CalcConcreteSlabOnGradeInput:
    """ 
        Attributes:
            length_ft (float): Slab length, feet (vapor retarder strips run this way).
            thickness_in (float): Slab thickness, inches.
            width_ft (float): Slab width, feet.
            base_course_in (float | Unset): Base course thickness (clean graded sand, gravel or crushed stone), inches.
                Default: 4.0.
            base_course_required (bool | Unset): False where the base course exception applies (slab not below grade, or on
                well-drained Group I soils). Default: True.
            fill_depth_in (float | Unset): Depth of fill below the slab, inches. Default: 0.0.
            fill_material (CalcConcreteSlabOnGradeInputFillMaterial | Unset): Fill material: clean sand or gravel (24 in
                limit) or earth (8 in limit). Default: CalcConcreteSlabOnGradeInputFillMaterial.SAND_GRAVEL.
            irc_edition (CalcConcreteSlabOnGradeInputIrcEdition | Unset): IRC edition whose numbering the checks cite (2024
                moved site preparation from R506.2 to R506.3). Default: CalcConcreteSlabOnGradeInputIrcEdition.VALUE_0.
            retarder_lap_in (float | Unset): Lap of vapor retarder joints, inches. Default: 6.0.
            roll_width_ft (float | Unset): Width of the vapor retarder roll, feet (10 ft assumed when not given). Default:
                10.0.
            vapor_retarder (bool | Unset): False where a vapor retarder exception applies (garages, unheated accessory
                structures, flatwork...). Default: True.
            vapor_retarder_mil (float | Unset): Vapor retarder thickness, mil (0.001 in). Default: 6.0.
            waste_factor (float | Unset): Fraction added to the concrete for waste; 0.10 means 10 percent. Default: 0.1.
     """

    length_ft: float
    thickness_in: float
    width_ft: float
    base_course_in: float | Unset = 4.0
    base_course_required: bool | Unset = True
    fill_depth_in: float | Unset = 0.0
    fill_material: CalcConcreteSlabOnGradeInputFillMaterial | Unset = CalcConcreteSlabOnGradeInputFillMaterial.SAND_GRAVEL
    irc_edition: CalcConcreteSlabOnGradeInputIrcEdition | Unset = CalcConcreteSlabOnGradeInputIrcEdition.VALUE_0
    retarder_lap_in: float | Unset = 6.0
    roll_width_ft: float | Unset = 10.0
    vapor_retarder: bool | Unset = True
    vapor_retarder_mil: float | Unset = 6.0
    waste_factor: float | Unset = 0.1





    def to_dict(self) -> dict[str, Any]:
        length_ft = self.length_ft

        thickness_in = self.thickness_in

        width_ft = self.width_ft

        base_course_in = self.base_course_in

        base_course_required = self.base_course_required

        fill_depth_in = self.fill_depth_in

        fill_material: str | Unset = UNSET
        if not isinstance(self.fill_material, Unset):
            fill_material = self.fill_material.value


        irc_edition: str | Unset = UNSET
        if not isinstance(self.irc_edition, Unset):
            irc_edition = self.irc_edition.value


        retarder_lap_in = self.retarder_lap_in

        roll_width_ft = self.roll_width_ft

        vapor_retarder = self.vapor_retarder

        vapor_retarder_mil = self.vapor_retarder_mil

        waste_factor = self.waste_factor


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "length_ft": length_ft,
            "thickness_in": thickness_in,
            "width_ft": width_ft,
        })
        if base_course_in is not UNSET:
            field_dict["base_course_in"] = base_course_in
        if base_course_required is not UNSET:
            field_dict["base_course_required"] = base_course_required
        if fill_depth_in is not UNSET:
            field_dict["fill_depth_in"] = fill_depth_in
        if fill_material is not UNSET:
            field_dict["fill_material"] = fill_material
        if irc_edition is not UNSET:
            field_dict["irc_edition"] = irc_edition
        if retarder_lap_in is not UNSET:
            field_dict["retarder_lap_in"] = retarder_lap_in
        if roll_width_ft is not UNSET:
            field_dict["roll_width_ft"] = roll_width_ft
        if vapor_retarder is not UNSET:
            field_dict["vapor_retarder"] = vapor_retarder
        if vapor_retarder_mil is not UNSET:
            field_dict["vapor_retarder_mil"] = vapor_retarder_mil
        if waste_factor is not UNSET:
            field_dict["waste_factor"] = waste_factor

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        length_ft = d.pop("length_ft")

        thickness_in = d.pop("thickness_in")

        width_ft = d.pop("width_ft")

        base_course_in = d.pop("base_course_in", UNSET)

        base_course_required = d.pop("base_course_required", UNSET)

        fill_depth_in = d.pop("fill_depth_in", UNSET)

        _fill_material = d.pop("fill_material", UNSET)
        fill_material: CalcConcreteSlabOnGradeInputFillMaterial | Unset
        if isinstance(_fill_material,  Unset):
            fill_material = UNSET
        else:
            fill_material = CalcConcreteSlabOnGradeInputFillMaterial(_fill_material)




        _irc_edition = d.pop("irc_edition", UNSET)
        irc_edition: CalcConcreteSlabOnGradeInputIrcEdition | Unset
        if isinstance(_irc_edition,  Unset):
            irc_edition = UNSET
        else:
            irc_edition = CalcConcreteSlabOnGradeInputIrcEdition(_irc_edition)




        retarder_lap_in = d.pop("retarder_lap_in", UNSET)

        roll_width_ft = d.pop("roll_width_ft", UNSET)

        vapor_retarder = d.pop("vapor_retarder", UNSET)

        vapor_retarder_mil = d.pop("vapor_retarder_mil", UNSET)

        waste_factor = d.pop("waste_factor", UNSET)

        calc_concrete_slab_on_grade_input = cls(
            length_ft=length_ft,
            thickness_in=thickness_in,
            width_ft=width_ft,
            base_course_in=base_course_in,
            base_course_required=base_course_required,
            fill_depth_in=fill_depth_in,
            fill_material=fill_material,
            irc_edition=irc_edition,
            retarder_lap_in=retarder_lap_in,
            roll_width_ft=roll_width_ft,
            vapor_retarder=vapor_retarder,
            vapor_retarder_mil=vapor_retarder_mil,
            waste_factor=waste_factor,
        )

        return calc_concrete_slab_on_grade_input

