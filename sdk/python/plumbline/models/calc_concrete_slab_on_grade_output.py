from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_concrete_slab_on_grade_output_checks_item import CalcConcreteSlabOnGradeOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcConcreteSlabOnGradeOutput")



@_attrs_define
class CalcConcreteSlabOnGradeOutput:
    """ The results of calc_concrete_slab_on_grade and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            area_sqft (float): Slab area, square feet.
            base_course_cuyd (float): Base course volume (no waste or compaction allowance), cubic yards.
            checks (list[CalcConcreteSlabOnGradeOutputChecksItem]): Slab thickness, fill depth, base course and vapor
                retarder against IRC R506.
            code_reference (str): The concrete floors on ground section.
            cubic_feet (float): Slab concrete before waste, cubic feet.
            cubic_yards (float): Slab concrete including waste, cubic yards.
            irc_edition_used (str): IRC edition applied.
            pass_ (bool): True when every check passes.
            roll_width_ft (float): Roll width assumed, feet.
            vapor_retarder_sqft (float): Retarder to lay: strips x roll width x length (laps and trim included), square
                feet.
            vapor_retarder_strips (int): Strips of retarder laid along the length, overlapping by the lap: 0 when no
                retarder.
            waste_included_cuyd (float): The waste portion of cubic_yards, cubic yards.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    area_sqft: float
    base_course_cuyd: float
    checks: list[CalcConcreteSlabOnGradeOutputChecksItem]
    code_reference: str
    cubic_feet: float
    cubic_yards: float
    irc_edition_used: str
    pass_: bool
    roll_width_ft: float
    vapor_retarder_sqft: float
    vapor_retarder_strips: int
    waste_included_cuyd: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_concrete_slab_on_grade_output_checks_item import CalcConcreteSlabOnGradeOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        area_sqft = self.area_sqft

        base_course_cuyd = self.base_course_cuyd

        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        cubic_feet = self.cubic_feet

        cubic_yards = self.cubic_yards

        irc_edition_used = self.irc_edition_used

        pass_ = self.pass_

        roll_width_ft = self.roll_width_ft

        vapor_retarder_sqft = self.vapor_retarder_sqft

        vapor_retarder_strips = self.vapor_retarder_strips

        waste_included_cuyd = self.waste_included_cuyd

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "area_sqft": area_sqft,
            "base_course_cuyd": base_course_cuyd,
            "checks": checks,
            "code_reference": code_reference,
            "cubic_feet": cubic_feet,
            "cubic_yards": cubic_yards,
            "irc_edition_used": irc_edition_used,
            "pass": pass_,
            "roll_width_ft": roll_width_ft,
            "vapor_retarder_sqft": vapor_retarder_sqft,
            "vapor_retarder_strips": vapor_retarder_strips,
            "waste_included_cuyd": waste_included_cuyd,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_concrete_slab_on_grade_output_checks_item import CalcConcreteSlabOnGradeOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        base_course_cuyd = d.pop("base_course_cuyd")

        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcConcreteSlabOnGradeOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        cubic_feet = d.pop("cubic_feet")

        cubic_yards = d.pop("cubic_yards")

        irc_edition_used = d.pop("irc_edition_used")

        pass_ = d.pop("pass")

        roll_width_ft = d.pop("roll_width_ft")

        vapor_retarder_sqft = d.pop("vapor_retarder_sqft")

        vapor_retarder_strips = d.pop("vapor_retarder_strips")

        waste_included_cuyd = d.pop("waste_included_cuyd")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_concrete_slab_on_grade_output = cls(
            area_sqft=area_sqft,
            base_course_cuyd=base_course_cuyd,
            checks=checks,
            code_reference=code_reference,
            cubic_feet=cubic_feet,
            cubic_yards=cubic_yards,
            irc_edition_used=irc_edition_used,
            pass_=pass_,
            roll_width_ft=roll_width_ft,
            vapor_retarder_sqft=vapor_retarder_sqft,
            vapor_retarder_strips=vapor_retarder_strips,
            waste_included_cuyd=waste_included_cuyd,
            schemas=schemas,
        )


        calc_concrete_slab_on_grade_output.additional_properties = d
        return calc_concrete_slab_on_grade_output

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
